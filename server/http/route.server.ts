import '#engine/runtime/http/route-docs.ts';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { DocumentedRoute } from '../docs/openapi.server.ts';
import type { DomainContext } from '../domain-context.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What an endpoint's request carries: path parameters as text, query values, the body as sent. */
interface EndpointRoute {
  Params: Record<string, string>;
  Querystring: Record<string, unknown>;
  Body: unknown;
}

/** An endpoint's request: path parameters and query values as text, the body as sent. */
export type EndpointRequest = FastifyRequest<EndpointRoute>;

/** One HTTP endpoint as data: where it answers (the full path, `/api/v1/bond/release`), what the API document says of it, and its thin handler. */
export interface Endpoint extends DocumentedRoute {
  method: Method;
  handler: (request: EndpointRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Registers one endpoint. A path another domain registered first is left to it (logged), so two
 * folders answering the same call never stop the server from starting.
 */
export function addEndpoint(app: FastifyInstance, ctx: DomainContext, endpoint: Endpoint): void {
  if (ctx.taken.has(`${endpoint.method} ${endpoint.url}`)) {
    app.log.warn(
      `${endpoint.method} ${endpoint.url} is already answered by another domain; this one is not registered`,
    );
    return;
  }
  app.route<EndpointRoute>({
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      ...(endpoint.tags ? { tags: endpoint.tags } : {}),
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    },
    config: {
      docs: {
        body: endpoint.body,
        response: endpoint.response,
        public: endpoint.public,
        versioned: endpoint.versioned,
      },
    },
    handler: endpoint.handler,
  });
}
