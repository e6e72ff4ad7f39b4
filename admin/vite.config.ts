import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The staff console: `npm run build` writes dist/admin, served at /admin by `npm start`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The entry chunk is what the first screen needs (React, react-admin, MUI, the console's frame and session):
    // 1,274 kB minified, 401 kB gzipped on 2026-11-27; the screens beyond it are chunks of their own. A staff tool
    // on a desktop takes that; the limit keeps about 10% headroom so that real growth still warns.
    chunkSizeWarningLimit: 1400,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
