import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts/routes.server.ts';
import { registerAuth } from './auth/routes.server.ts';
import { registerCatalogue } from './catalogue/routes.server.ts';
import { registerConsole } from './console/routes.server.ts';
import { registerDocs } from './docs/routes.server.ts';
import { registerOutbox } from './outbox/routes.server.ts';
import { registerProperties } from './properties/routes.server.ts';
import { registerUploads } from './uploads/routes.server.ts';
import { registerUsers } from './users/routes.server.ts';
import { registerVisitors } from './visitors/routes.server.ts';
import { registerSite } from './site/routes.server.ts';
import type { DomainContext } from './domain-context.ts';


/** Each domain folder registers its routes and hooks here; the generic resource routes come after. */
export async function registerDomains(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  await registerDocs(app, ctx);
  await registerOutbox(app, ctx);
  await registerUploads(app, ctx);
  await registerAuth(app, ctx);
  await registerUsers(app, ctx);
  await registerAccounts(app, ctx);
  await registerProperties(app, ctx);
  await registerCatalogue(app, ctx);
  await registerVisitors(app, ctx);
  await registerConsole(app, ctx);
  await registerSite(app, ctx);
}
