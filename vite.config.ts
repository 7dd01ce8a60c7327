import { fileURLToPath } from 'node:url';
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
  resolve: {
    // React Router's package exports only its development build (with its warnings and checks);
    // the app is built with its production build, the same API (0.6 kB less on every page).
    // Only the bare specifier: nothing imports react-router/dom, which would be a second copy.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    // Every browser we support preloads modules itself (Safari from 17); without the polyfill an
    // older Safari only loads a page's chunks one after another, and the entry is 0.3 kB smaller.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry loads anyway in one chunk: the automatic splitting otherwise makes
        // several small shared chunks of it (each its own request and gzip stream).
        // The voter pages' small shared modules (answers store, matching, candidate lists, page
        // hooks) in one chunk too: as a dozen chunks of a few hundred bytes each, their imports
        // and gzip streams cost more than the code they hold. The comparison picks are left out:
        // only the results and the compare page use them, and the map page is at the budget.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'voter-shared',
              test: /src[\\/](web[\\/](features[\\/]voter[\\/](lib|hooks|api)[\\/](?!(use-)?compare-picks\.)|lib[\\/]|components[\\/]load-error\.|i18n[\\/]text-lang\.|routes[\\/]with-municipality\.)|core[\\/](candidate|parties)\.)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
