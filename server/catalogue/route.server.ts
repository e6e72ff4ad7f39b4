import '#engine/runtime/http/route-docs.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A catalogue request: path parameters and query values as text, the body as sent. */
export type CatalogueRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, unknown>; Body: unknown }>;

export interface CatalogueRoute {
  method: Method;
  /** Path under /api/v1, as the call catalogue writes it (`/bond/release`). */
  path: string;
  tag: string;
  summary: string;
  /** Generated schema slugs documenting the body and the answer (`list:<slug>` for a paginated list). */
  body?: string;
  response?: string;
  public?: boolean;
  handler: (request: CatalogueRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Registers one /api/v1 route of the call catalogue. A path another domain registered first is left
 * to it (logged), so two folders answering the same call never stop the server from starting.
 */
export function addRoute(app: FastifyInstance, ctx: DomainContext, route: CatalogueRoute): void {
  const url = `/api/v1${route.path}`;
  if (ctx.taken.has(`${route.method} ${url}`)) {
    app.log.warn(`${route.method} ${url} is already answered by another domain; the catalogue's version is not registered`);
    return;
  }
  app.route({
    method: route.method,
    url,
    schema: { tags: [route.tag], summary: route.summary },
    config: { docs: { body: route.body, response: route.response, public: route.public } },
    handler: route.handler as any,
  });
}
