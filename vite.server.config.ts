import { defineConfig } from 'vite';

// The server bundle: one ESM file for Node; dependencies stay in node_modules.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        index: 'src/server/index.ts',
        'create-admin': 'src/server/cli/create-admin.ts',
        retention: 'src/server/cli/retention.ts',
        backup: 'src/server/cli/backup.ts',
        restore: 'src/server/cli/restore.ts',
        // The import's file parser runs in a worker thread, started from this file by path.
        'ministry-csv.worker': 'src/server/features/official-candidates/ministry-csv.worker.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
