import type { Db } from '#engine/runtime/db/db-type.ts';
import { requestActor } from '#engine/runtime/http/actor.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { recordedChange } from '#engine/runtime/resources/recorded-change.server.ts';

import { insertAuditEntry, type NewAuditEntry } from '../store.server.ts';

/** Who made a change, as the trail keeps it: the account and how it signed in, or the system (no request). */
function who(
  actor: Actor | undefined,
): Pick<NewAuditEntry, 'actorId' | 'actorType' | 'actorRole' | 'via' | 'tokenId' | 'address'> {
  if (!actor) return { via: 'system', actorType: 'system' };
  const address = actor.address ? { address: actor.address.slice(0, 64) } : {};
  if (actor.kind === 'anonymous') return { via: 'anonymous', actorType: 'visitor', ...address };
  return {
    actorId: actor.id,
    actorType: actor.userType,
    ...(actor.role ? { actorRole: actor.role } : {}),
    via: actor.via,
    ...(actor.tokenId ? { tokenId: actor.tokenId } : {}),
    ...address,
  };
}

/**
 * Records one change of a `slug` record in the audit trail, in the caller's transaction: `before` (the
 * record as it was; none for a creation) and `after` (as it became; none for a deletion). The actor is the
 * one given, else the request's (`requestActor`), else the system. An update that changed nothing
 * recordable writes nothing. One insert, no read.
 */
export async function recordChange(
  trx: Db,
  slug: string,
  recordId: string,
  action: string,
  before: object | undefined,
  after: object | undefined,
  actor: Actor | undefined = requestActor(),
): Promise<void> {
  const change = recordedChange(slug, before && { ...before }, after && { ...after });
  if (!change) return;
  await insertAuditEntry(trx, {
    createdAt: new Date().toISOString(),
    ...who(actor),
    resource: slug,
    recordId,
    action,
    ...change,
  });
}

/** The fields of `row` a write set (`changes`' keys): the after side of a change whose before the writer did not read. */
export function changedFields(row: object, changes: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((k) => [k, (row as Record<string, unknown>)[k]]));
}
