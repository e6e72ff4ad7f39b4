import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

/**
 * The public site (Remix v2 with every v3 future flag). `npm run build` writes dist/site/client (browser
 * assets, served at /assets) and dist/site/server (the request handler `npm start` mounts at /).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('public'),
  plugins: [
    remix({
      appDirectory: here('app'),
      // SITE_OUT lets a developer build elsewhere (e.g. next to a running server) without touching dist/site.
      buildDirectory: process.env.SITE_OUT ?? here('../dist/site'),
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
  // The server bundle keeps node_modules external: the process that mounts it already has them.
  ssr: { noExternal: [/^@mui\//, /^@rjsf\//] },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
