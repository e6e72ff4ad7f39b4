import type { FastifyInstance } from 'fastify';
import type { AuthThrottle } from './auth-throttle.server.ts';

/**
 * API tokens guessed from one address are throttled like passwords: a locked address is refused
 * before its token is even looked up, and a token that matches no live one counts as a failure.
 * `around` registers the actor's own hook between the two (Fastify runs onRequest hooks in order).
 */
export function throttleApiTokens(app: FastifyInstance, throttle: AuthThrottle, around: () => void): void {
  app.addHook('onRequest', async (request, reply) => throttle.check(request, reply, 'apiToken'));
  around();
  app.addHook('onRequest', async (request) => throttle.settle(request, 'apiToken', request.actor.kind !== 'user' || request.actor.via !== 'apiToken'));
}
