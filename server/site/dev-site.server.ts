import { fileURLToPath } from 'node:url';

import { createRequestHandler, type ServerBuild } from '@remix-run/server-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What Vite itself answers in development: its client, modules by path or id, dependencies, public files. */
const VITE_PATHS =
  /^\/(@vite\/|@id\/|@fs\/|@react-refresh|site\/|forms\/|client\/|generated\/|engine\/|node_modules\/|__vite|favicon|site\.webmanifest|images\/|fonts\/)/;

export interface DevSite {
  /** The Remix request handler over the current sources (modules reloaded as they change). */
  handle: ReturnType<typeof createRequestHandler>;
  /** Answers a request Vite owns (modules, its client, public files); false when it is not one. */
  serveAsset(req: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * `npm run dev` (SITE_DEV=1; decision 024): the site from its sources through Vite's dev server in
 * middleware mode, on the same port as the API, instead of the production build. A changed component
 * reaches the open page by hot module replacement; a changed loader, schema or generated file on the
 * next request, without a restart. Development only: Vite is a development dependency.
 */
export async function createDevSite(app: FastifyInstance): Promise<DevSite> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../../site/vite.config.ts', import.meta.url)),
    // The project's root, as when `remix vite:build` runs from it: Remix reads the root package.json there.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  return {
    handle: createRequestHandler(
      () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
      'development',
    ),
    serveAsset(req, reply) {
      if (!VITE_PATHS.test(req.url)) return false;
      reply.hijack();
      vite.middlewares(req.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end('Not found');
      });
      return true;
    },
  };
}
