import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { withCountMemo } from '#engine/runtime/db/count-memo.server.ts';
import { type Authenticate, firstOf, registerActor } from '#engine/runtime/http/actor.server.ts';
import { registerAdminResources } from '#engine/runtime/http/admin-resources.server.ts';
import { registerErrorHandling } from '#engine/runtime/http/errors.server.ts';
import { registerSecurityHeaders } from '#engine/runtime/http/security-headers.server.ts';
import { registerV1Resources } from '#engine/runtime/http/v1-resources.server.ts';
import { withHooks } from '#engine/runtime/resources/hooks.server.ts';
import { allResources } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import { bearerAuthenticator, browserSessionAuthenticator } from './auth/operations/authenticate.server.ts';
import type { AppConfig } from './config.server.ts';
import { mayUseConsole } from './console/console-users.server.ts';
import { registerEndpoints } from './endpoints.server.ts';
import { collectHooks } from './hooks.server.ts';
import { registerPublicPageCache } from './page-cache/public-pages.server.ts';
import { registerAuthThrottle, throttleApiTokens } from './throttle/auth-throttle.server.ts';
import { leadSessionAuthenticator } from './visitors/operations/lead-session.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database handle, carrying its hook table (tests and tools that act as this app use it). */
    db: Kysely<Database>;
  }
}

export interface AppOptions {
  handle: DatabaseHandle;
  config: AppConfig;
  /** Tests may replace how the caller is recognised. */
  authenticate?: Authenticate;
  /** Fastify's logger: false, or a pino level ('info' logs every request). */
  logger?: false | string;
}

/** The whole HTTP surface in one Fastify instance: domain routes first, then the generic resources. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { handle, config } = options;
  // The database as this app's operations see it: carrying every domain's hooks, keyed by slug (decision 022).
  const db = withCountMemo(withHooks(handle.db, collectHooks(config)));
  const app = Fastify({
    logger: options.logger ? { level: options.logger } : false,
    bodyLimit: config.bodyLimit,
    // A request must arrive whole within this time (slow-sending clients do not hold sockets forever).
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { strict: false } },
  });
  // Validation is the engine's (generated validators, the specification's messages); route schemas only document.
  app.setValidatorCompiler(() => () => true);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { production: config.production, apiPrefixes: ['/api/', '/dev/', '/healthz'] });
  // Before any route: throttled routes get their check and count as they are added.
  const throttle = await registerAuthThrottle(app, db);
  throttleApiTokens(app, throttle, () =>
    registerActor(
      app,
      options.authenticate ??
        firstOf(
          bearerAuthenticator(db, config.authSecret),
          browserSessionAuthenticator(db, config.authSecret),
          leadSessionAuthenticator(db),
        ),
    ),
  );
  // Anonymous public pages from memory while fresh (decision 024); before the routes that render them.
  if (config.pageCache) registerPublicPageCache(app, allResources(), handle);
  app.get('/healthz', async () => {
    await handle.exec('SELECT 1');
    return { status: 'ok', database: handle.kind };
  });
  const taken = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) taken.add(`${method} ${route.url}`);
  });
  await registerEndpoints(app, { db, config, taken });
  const resources = allResources();
  registerV1Resources(app, db, resources, taken);
  registerAdminResources(app, db, resources, mayUseConsole);
  app.decorate('db', db);
  return app;
}
