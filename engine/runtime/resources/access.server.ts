import { messages } from '#generated/messages.ts';

import { forbidden, unauthorized } from '../errors.ts';
import type { Op, Resource } from './registry.server.ts';

/** Who is asking. A `user` actor comes from a session or from an API token (with its owner's rights). */
export type Actor = AnonymousActor | UserActor;

export interface AnonymousActor {
  kind: 'anonymous';
  /** The client's address (the request's IP), when the actor comes from a request. */
  address?: string;
}

export interface UserActor {
  kind: 'user';
  id: string;
  userType: string;
  role?: string;
  /** Staff: userType internal. */
  internal: boolean;
  /** A staff role whose name contains "admin". */
  admin: boolean;
  /** Module → permission strings (create, update, delete...), from the user's role. */
  permissions: Record<string, string[]>;
  via: 'session' | 'apiToken' | 'visitorSession';
  /** Record ids besides `id` this sign-in speaks for (one proven phone can belong to several records). */
  reach?: string[];
  /** Facts the sign-in proved, e.g. `{ phone }` after a one-time code. */
  proven?: Record<string, string>;
  /** When set, the only permission modules this actor may use at all (a narrow sign-in such as a visitor's). */
  onlyModules?: string[];
  /** The login this request belongs to (sessions only): lets a password change end the other ones. */
  sessionFamily?: string;
  /** The API token the request carried (via apiToken). */
  tokenId?: string;
  /** The client's address (the request's IP), when the actor comes from a request. */
  address?: string;
}

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** Every record, or only those one of whose owner fields holds the actor's id. */
export type Scope = { all: true } | { all: false; ownerFields: string[]; ownerId: string };

/** Does the role grant `what` (create, update, delete) on `module`? A substring match, as spec 002 §6 says. */
export function hasPermission(actor: UserActor, module: string, what: string): boolean {
  if (actor.admin) return true;
  return (actor.permissions[module] ?? []).some((p) => p.includes(what));
}

/**
 * The access rule of every generic operation:
 * - anyone may do what `x-permissions.public` lists;
 * - staff read everything but the `system` module; they write with their role's module permission
 *   (admins always);
 * - other users (tenants, landlords, partners) do what `x-permissions.self` lists, on their own records only.
 * - nobody creates, changes or deletes a record of a read-only resource (`x-permissions.readOnly`: a ledger or a
 *   log the domain's own operations write);
 * Throws 401 for an anonymous caller and 403 otherwise.
 */
export function authorize(resource: Resource, op: Op, actor: Actor): Scope {
  if (resource.readOnlyRecords && op !== 'list' && op !== 'get')
    throw actor.kind === 'anonymous'
      ? unauthorized()
      : forbidden(messages.request.readOnlyRecords.replace('{title}', resource.title));
  if (resource.publicOps.includes(op) && (op === 'list' || op === 'get' || op === 'create')) return { all: true };
  if (actor.kind === 'anonymous') throw unauthorized();
  if (actor.onlyModules && !actor.onlyModules.includes(resource.module)) throw forbidden();
  if (actor.internal) {
    if (resource.module === 'system' && !actor.admin) throw forbidden();
    if (op === 'list' || op === 'get') return { all: true };
    if (hasPermission(actor, resource.module, op)) return { all: true };
    throw forbidden(messages.request.noPermission);
  }
  if (resource.owners.length && resource.selfOps.includes(op)) {
    return { all: false, ownerFields: resource.owners, ownerId: actor.id };
  }
  throw forbidden();
}

export function inScope(scope: Scope, record: Record<string, unknown>): boolean {
  return scope.all || scope.ownerFields.some((f) => record[f] === scope.ownerId);
}
