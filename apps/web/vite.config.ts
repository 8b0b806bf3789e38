import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // manifest: the server names a deep-linked page's chunks as modulepreload links (apps/server/src/http/web-app.ts).
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
