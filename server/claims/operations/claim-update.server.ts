import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { deleteRecord, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import type { WriteConditions } from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';

const claims = () => resource('claim');

/**
 * PATCH /claims/{id}: the generic update with the claim hooks, for everyone. Staff with claims update rights edit
 * everything but the decisions, which only admins make; the landlord who raised it changes its documents, comment
 * and undecided lines (x-permissions.self: update on their own claims); the tenant is refused. The rules are the
 * hooks' (#domain/claims/access.ts), the same on /api/admin/claim; with If-Match, a stale change is refused (412).
 */
export function updateClaim(
  db: Db,
  actor: Actor,
  id: string,
  input: unknown,
  conditions: WriteConditions = {},
): Promise<RecordOf<'claim'>> {
  return updateRecord(db, claims(), id, input, actor, conditions);
}

/** DELETE /claims/{id}: the generic delete with the claim hooks: staff with delete rights; the landlord while no line of it is decided. */
export function deleteClaim(db: Db, actor: Actor, id: string, conditions: WriteConditions = {}): Promise<void> {
  return deleteRecord(db, claims(), id, actor, conditions);
}
