import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiCatalogs, swedishShell } from './scripts/vite-lingui.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The web app. Built into dist/web and served by the Node server in production;
// in development Vite serves it and proxies /api to the server (npm run dev). Every compressible
// file gets a .br and a .gz copy at build time, sent by the server as they are.
export default defineConfig({
  plugins: [linguiCatalogs(), react(), swedishShell(), precompress()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry loads anyway in one chunk: the automatic splitting otherwise makes
        // several small shared chunks of it (each its own request and gzip stream).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
