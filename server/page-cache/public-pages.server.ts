import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import type { Resource } from '#engine/runtime/resources/registry.server.ts';

import { type PageCache, registerPageCache } from './page-cache.server.ts';

/**
 * Paths the page cache never looks at: the API (but for its anonymous property search and details, which
 * say themselves that a shared cache may keep them), the console, files, the development and payment tools.
 */
const NOT_PAGES =
  /^\/(?!api\/v1\/property(\/[0-9a-f-]{36})?(\?|$))(api|admin|uploads|dev|healthz|assets|payment-simulator|__static-copy)(\/|$|\?)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The channel on which a process tells the others that public content changed. */
export const PAGES_CHANGED = 'nivaas_pages_changed';

/**
 * The public site's page cache (decision 024), emptied whenever a write succeeds on a resource anyone may
 * read (properties, site sections, FAQs, testimonials, press, leadership, localities...), by either API
 * dialect: at once in the process that took it, and in every other process on the same database through
 * PostgreSQL's NOTIFY (`database.signal`, which each process LISTENs to; decision 059), within a second. Writes that
 * reach those tables another way show within the pages' stated lifetime.
 */
export function registerPublicPageCache(
  app: FastifyInstance,
  resources: readonly Resource[],
  database?: Pick<DatabaseHandle, 'signal' | 'listen'>,
): PageCache {
  const cache = registerPageCache(app, { bypass: NOT_PAGES });
  const publicPaths = resources
    .filter((r) => r.publicOps.includes('list') || r.publicOps.includes('get'))
    .flatMap((r) => [`/api/v1/${r.apiPath}`, `/api/admin/${r.slug}`]);
  const changesContent = (url: string) =>
    publicPaths.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  app.addHook('onResponse', async (req, reply) => {
    if (!WRITES.has(req.method) || reply.statusCode >= 400 || !changesContent(req.url)) return;
    cache.invalidate();
    await database?.signal(PAGES_CHANGED).catch((error: unknown) => req.log.warn({ err: error }, 'page cache signal'));
  });
  if (database) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = await database.listen(PAGES_CHANGED, () => cache.invalidate());
    });
    app.addHook('onClose', async () => stop?.());
  }
  return cache;
}
