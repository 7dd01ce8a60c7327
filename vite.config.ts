import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app. Built into dist/web and served by the Node server in production;
// in development Vite serves it and proxies /api to the server (npm run dev).
export default defineConfig({
  plugins: [react()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
