import { AsyncLocalStorage } from 'node:async_hooks';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type Actor, ANONYMOUS } from '../resources/access.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<Actor>;

/** The request being answered, for code that writes without an actor in hand (a store called deep in an operation). */
const answering = new AsyncLocalStorage<FastifyRequest>();

/**
 * Works out who is asking before any handler runs; the domain supplies how (sessions, API tokens). The
 * actor carries the client's address (`request.ip`, which TRUST_PROXY governs), and the rest of the
 * request runs with it in scope (`requestActor`).
 */
export function registerActor(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('actor', null as any);
  app.addHook('onRequest', async (request) => {
    request.actor = ANONYMOUS;
    request.actor = { ...(await authenticate(request)), address: request.ip };
  });
  // After the body is read (parsers may leave the async context), so the handler and all it calls see it.
  app.addHook('preHandler', (request, _reply, done) => answering.run(request, done));
}

/** The actor of the request this code runs for; undefined outside a request (workers, start-up, tools). */
export function requestActor(): Actor | undefined {
  return answering.getStore()?.actor;
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
