import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../domain-context.ts';
import { docsPage } from './docs-page.server.ts';
import { buildOpenApi, type DocumentedRoute } from './openapi.server.ts';

/** /api/docs (browsable) and /api/docs/json: every route the server has, documented from the generated schemas. */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
        routes.push({
          method,
          url: route.url,
          tags: route.schema?.tags,
          summary: route.schema?.summary,
          ...(route.config?.docs ?? {}),
        });
      }
    }
  });
  let cached: Record<string, unknown> | undefined;
  const document = () => (cached ??= buildOpenApi(routes, ctx.config.publicUrl));
  app.get('/api/docs/json', async () => document());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docsPage(document())));
}
