import { fileURLToPath } from 'node:url';

import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * `npm run dev` (SITE_DEV=1; decision 024): the console from its sources through Vite's dev server in
 * middleware mode under /admin/, on the same port as the API. A changed component reaches the open console
 * by hot module replacement (its socket is /admin/, apart from the site's /), a changed schema on the next
 * load; nothing needs `npm run build`. Development only: Vite is a development dependency, and its
 * injected refresh preamble is an inline script, so these pages carry no Content-Security-Policy.
 */
export async function registerDevConsole(
  app: FastifyInstance,
  prefix: string,
  redirect: (req: FastifyRequest) => string | undefined,
): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../../admin/vite.config.ts', import.meta.url)),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  app.get(prefix, async (req, reply) => reply.redirect(redirect(req) ?? `${prefix}/`));
  app.all(`${prefix}/*`, (req, reply) => {
    const elsewhere =
      req.method === 'GET' && !/\.[a-z0-9]+$|^\/admin\/@|node_modules/.test(req.url.split('?')[0])
        ? redirect(req)
        : undefined;
    if (elsewhere) return reply.redirect(elsewhere);
    reply.hijack();
    vite.middlewares(req.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });
}
