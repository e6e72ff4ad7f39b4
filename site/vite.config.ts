import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

/**
 * The public site (Remix v2 with every v3 future flag). `npm run build` writes dist/site/client (browser
 * assets, served at /assets) and dist/site/server (the request handler `npm start` mounts at /).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Resource routes (a loader or an action, no component: a PDF, an upload, a sign-out) have no browser code, yet
 * Remix asks Rollup for a browser chunk of every route, which Rollup reports as "Generated an empty chunk". Those
 * chunks are expected; an empty chunk of anything else still warns.
 */
const routesFolder = here('app/routes');
const resourceRoutes = new Set(
  readdirSync(routesFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/^export default /m.test(readFileSync(join(routesFolder, file), 'utf8')))
    .map((file) => basename(file, extname(file))),
);

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
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'EMPTY_BUNDLE' && warning.names?.every((name) => resourceRoutes.has(name))) return;
        warn(warning);
      },
    },
  },
  // The server bundle keeps node_modules external: the process that mounts it already has them.
  ssr: { noExternal: [/^@mui\//, /^@rjsf\//] },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
