import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { chunkGroups, startPreload } from './scripts/chunk-groups.mjs';

export default defineConfig({
  plugins: [react(), startPreload(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // manifest: the server names a deep-linked page's chunks as modulepreload links (apps/server/src/http/web-app.ts).
    manifest: true,
    // Every browser the app supports knows <link rel=modulepreload>: no polyfill in the first file.
    modulePreload: { polyfill: false },
    // A phone pays a round trip per file: the first page's code is two files, the chat a few (scripts/chunk-groups.mjs).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
