import type { Actor } from '#engine/runtime/resources/access.server.ts';

/** Staff, landlords and partners use the console (spec 002 §1); tenants use the site's account area. */
const CONSOLE_TYPES = new Set(['internal', 'landlord', 'landlordindividual', 'partner']);

export function mayUseConsole(actor: Actor): boolean {
  return actor.kind !== 'anonymous' && (actor.internal || CONSOLE_TYPES.has(actor.userType));
}
