import { can, type Permissions } from '../session/auth-provider.ts';
import { currentUser } from '../session/session.ts';
import { entryOf, moduleOf } from './resource-meta.ts';

export type Change = 'create' | 'update' | 'delete';

/**
 * May the signed-in account make this change through the generated screens (the stock PUT, POST and
 * DELETE of /api/admin/<slug>)? The same rule as the server's `authorize`
 * (engine/runtime/resources/access.server.ts), read from the same manifest:
 * - staff: their role's module permission (/users/permission);
 * - anyone else (landlords, partners): only what the schema's `x-permissions.self` lists, and with a record,
 *   only when one of its owner fields (`x-permissions.owner`) holds their id.
 * A role's module permission alone does not let a landlord edit a record here: landlords hold `bonds: update`
 * for the bond's own calls (dates, release), yet the generic update of a bond refuses them.
 * - nobody, on a read-only resource (`x-permissions.readOnly`: a ledger or a log the domain writes itself).
 * Without a record the answer is whether the change is possible on some record (the Edit route exists).
 */
export function mayChange(
  slug: string,
  change: Change,
  permissions: Permissions | undefined,
  record?: Record<string, unknown>,
): boolean {
  const user = currentUser();
  if (!user || readOnlyRecords(slug)) return false;
  if (user.userType === 'internal') return can(permissions, moduleOf(slug), change);
  const rules = entryOf(slug)?.['x-permissions'] as { owner?: string | string[]; self?: string[] } | undefined;
  const owners = rules?.owner === undefined ? [] : [rules.owner].flat();
  const self = owners.length ? (rules?.self ?? ['list', 'get']) : [];
  if (!self.includes(change)) return false;
  return !record || owners.some((field) => record[field] === user.id);
}

/** A ledger or a log only the domain's own operations write (`x-permissions.readOnly`): no Create, Edit or Delete. */
export function readOnlyRecords(slug: string): boolean {
  return entryOf(slug)?.['x-permissions']?.readOnly === true;
}
