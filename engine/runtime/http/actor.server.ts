import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANONYMOUS, type Actor } from '../resources/access.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<Actor>;

/** Works out who is asking before any handler runs; the domain supplies how (sessions, API tokens). */
export function registerActor(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('actor', null as any);
  app.addHook('onRequest', async (request) => {
    request.actor = ANONYMOUS;
    request.actor = await authenticate(request);
  });
}

/** The first authenticator that recognises the request wins (e.g. a bearer token before a cookie). */
export function firstOf(...authenticators: Authenticate[]): Authenticate {
  return async (request) => {
    for (const authenticate of authenticators) {
      const actor = await authenticate(request);
      if (actor.kind !== 'anonymous') return actor;
    }
    return ANONYMOUS;
  };
}
