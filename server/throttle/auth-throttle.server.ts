import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';

import { databaseStore, dropStaleKeys, forgetKeys } from './store.server.ts';
import {
  type KeyRule,
  MAX_LOCK_MS,
  type ScopeName,
  THROTTLE_SCOPES,
  THROTTLED_ROUTES,
  type ThrottleScope,
} from './throttle-policy.server.ts';
import { waitText } from './wait-text.ts';

/**
 * API tokens guessed from one address are throttled like passwords: a locked address is refused
 * before its token is even looked up, and a token that matches no live one counts as a failure.
 * `around` registers the actor's own hook between the two (Fastify runs onRequest hooks in order).
 */
export function throttleApiTokens(app: FastifyInstance, throttle: AuthThrottle, around: () => void): void {
  app.addHook('onRequest', async (request, reply) => throttle.check(request, reply, 'apiToken'));
  around();
  app.addHook('onRequest', async (request) =>
    throttle.settle(request, 'apiToken', request.actor.kind !== 'user' || request.actor.via !== 'apiToken'),
  );
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
interface Rule extends KeyRule {
  limiter: Limiter;
  keyOf: (request: FastifyRequest) => string | undefined;
}

export interface AuthThrottle {
  /** Refuses (429, Retry-After) an attempt while any of the scope's keys is locked. */
  check(request: FastifyRequest, reply: FastifyReply, scope: ScopeName): Promise<void>;
  /** Counts the attempt's outcome: a failure (or any attempt, per scope) adds to the keys; a success forgets the account's failures. */
  settle(request: FastifyRequest, scope: ScopeName, failed: boolean): Promise<void>;
}

const CHECKED = Symbol('throttle checked');
const REFUSED = Symbol('throttle refused');
declare module 'fastify' {
  interface FastifyRequest {
    [CHECKED]?: boolean;
    [REFUSED]?: boolean;
  }
}

/**
 * Authentication throttling shared by every process (state in `auth_throttle`, decision 015):
 * `@fastify/rate-limit` does the counting through its `createRateLimit` limiters on a database store;
 * this module says which keys an attempt counts under (throttle-policy.ts) and when. Routes of
 * THROTTLED_ROUTES get a check before their handler and a count once their answer is known.
 */
export async function registerAuthThrottle(app: FastifyInstance, db: Kysely<Database>): Promise<AuthThrottle> {
  await app.register(rateLimit, { global: false, store: databaseStore(db, app.log) });
  const rules = new Map<ScopeName, Rule[]>();
  for (const [name, scope] of Object.entries(THROTTLE_SCOPES) as [ScopeName, ThrottleScope][]) {
    rules.set(
      name,
      scope.keys.map((rule) => {
        const keyOf = keyFor(name, scope, rule);
        const options = {
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (req: FastifyRequest) => keyOf(req) ?? '',
          exponentialBackoff: !!rule.backoff,
          maxLockMs: MAX_LOCK_MS,
        };
        return {
          ...rule,
          keyOf,
          limiter: app.createRateLimit(options as Parameters<FastifyInstance['createRateLimit']>[0]),
        };
      }),
    );
  }
  const rulesOf = (scope: ScopeName, request: FastifyRequest) =>
    (rules.get(scope) ?? []).filter((rule) => rule.keyOf(request) !== undefined);
  const presented = (scope: ScopeName, request: FastifyRequest) =>
    (THROTTLE_SCOPES[scope] as ThrottleScope).presented?.(request) ?? true;

  const throttle: AuthThrottle = {
    async check(request, reply, scope) {
      if (!presented(scope, request)) return;
      request[CHECKED] = true;
      let waitMs = 0;
      for (const rule of rulesOf(scope, request)) {
        const seen = await rule.limiter(request, { increment: false });
        if (seen.isAllowed || seen.remaining > 0) continue;
        // Past the limit: with backoff the refused attempt counts too, and the wait grows.
        const now = rule.backoff ? await rule.limiter(request) : seen;
        if (!now.isAllowed) waitMs = Math.max(waitMs, now.ttl);
      }
      if (!waitMs) return;
      request[REFUSED] = true;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      request.log.warn(
        { throttle: scope, address: addressOf(request), retryAfter: seconds },
        'authentication attempt refused while locked',
      );
      reply.header('retry-after', String(seconds));
      if (scope === 'login') throw new SignInLocked(waitText(seconds));
      throw new ApiError(429, 'too_many_attempts', fillMessage(messages.auth.throttled, { wait: waitText(seconds) }));
    },
    async settle(request, scope, failed) {
      // Only attempts that reached the check count: input refused at the door (a NUL, a body too deep) guessed nothing.
      if (!request[CHECKED] || request[REFUSED]) return;
      const counted = (THROTTLE_SCOPES[scope] as ThrottleScope).counts === 'attempts' || failed;
      const applicable = rulesOf(scope, request);
      if (counted) {
        for (const rule of applicable) {
          const now = await rule.limiter(request);
          if (!now.isAllowed && now.remaining === 0 && now.isExceeded === false) {
            request.log.warn(
              { throttle: rule.keyOf(request), until: new Date(Date.now() + now.ttl).toISOString() },
              'authentication locked',
            );
            await dropStaleKeys(db);
          }
        }
      }
      if (!failed)
        await forgetKeys(
          db,
          applicable
            .filter((rule) => rule.forgiveOnSuccess)
            .map((rule) => ({ key: rule.keyOf(request)!, max: rule.max })),
          request.log,
        );
    },
  };

  app.addHook('onRoute', (route) => {
    const scope = [route.method]
      .flat()
      .map((method) => THROTTLED_ROUTES[`${method} ${route.url}`])
      .find(Boolean);
    if (!scope) return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request, reply) => throttle.check(request, reply, scope),
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        // The answer is decided: a count that fails is logged, never turned into another answer.
        if (reply.statusCode < 500)
          await throttle
            .settle(request, scope, reply.statusCode >= 400)
            .catch((err) => request.log.error({ err }, 'authentication throttle count failed'));
        return payload;
      },
    ];
  });
  return throttle;
}

/** Where a locked-out person resets their password (the site's page; the console links its own). */
export const RESET_PATH = '/forgot-password';

/** A sign-in refused while locked: how long to wait, and the way out (`resetPath`: reset the password now). */
export class SignInLocked extends ApiError {
  constructor(wait: string) {
    super(429, 'too_many_attempts', fillMessage(messages.auth.signInLocked, { wait }));
  }

  override toJSON() {
    return { ...super.toJSON(), resetPath: RESET_PATH };
  }
}

/** The client address as the rate limiter normalises it (IPv6 by /64). */
function addressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

function keyFor(name: ScopeName, scope: ThrottleScope, rule: KeyRule): (request: FastifyRequest) => string | undefined {
  return (request) => {
    if (rule.kind === 'address') return `${name}:address:${addressOf(request)}`;
    const account = scope.account?.(request);
    if (account === undefined) return undefined;
    return rule.kind === 'account' ? `${name}:account:${account}` : `${name}:pair:${account}|${addressOf(request)}`;
  };
}
