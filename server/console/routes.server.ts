import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerSpa } from '#engine/runtime/http/static-spa.server.ts';
import type { DomainContext } from '../domain-context.ts';

/** Where `npm run build` puts the console (admin/vite.config.ts). */
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/admin', import.meta.url));

/**
 * The staff console at /admin: the built react-admin app, served from memory. Its pages may load only
 * this origin's scripts and talk only to this origin's API; MUI's runtime styles need inline styles.
 */
export async function registerConsole(app: FastifyInstance, _ctx: DomainContext): Promise<void> {
  registerSpa(app, {
    prefix: '/admin',
    dir: CONSOLE_DIR,
    csp: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    notBuilt: 'The console has not been built. Run `npm run build` (npm start does it for you).',
  });
}
