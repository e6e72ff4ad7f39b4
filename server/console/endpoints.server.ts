import { fileURLToPath } from 'node:url';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { registerSpa } from '#engine/runtime/http/static-spa.server.ts';

import { isTenantType } from '../accounts/operations/access.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { registerDevConsole } from './dev-console.server.ts';

/** A tenant signed in with the browser session has the site's account area, not the console (decision 025). */
const tenantsElsewhere = (req: FastifyRequest) =>
  req.actor.kind === 'user' && isTenantType(req.actor.userType) ? '/home/dashboard' : undefined;

/** Where `npm run build` puts the console (admin/vite.config.ts). */
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/admin', import.meta.url));

/**
 * The staff console at /admin: the built react-admin app, served from memory. Its pages may load only
 * this origin's scripts and talk only to this origin's API; MUI's runtime styles need inline styles.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  // `npm run dev`: the sources through Vite, reloaded as they change; otherwise the production build.
  if (process.env.SITE_DEV === '1' && !ctx.config.production)
    return registerDevConsole(app, '/admin', tenantsElsewhere);
  registerSpa(app, {
    redirect: tenantsElsewhere,
    prefix: '/admin',
    dir: CONSOLE_DIR,
    csp: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    notBuilt: 'The console has not been built. Run `npm run build` (npm start does it for you).',
  });
}
