import type { Db } from '#engine/runtime/db/db-type.ts';
import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { getRecord, listRecords } from '#engine/runtime/resources/operations.server.ts';
import { versionFor, withVersion } from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { visibleUsers } from '#server/users/operations/user-visibility.server.ts';

const claims = () => resource('claim');

/** A claim as the claims screens show it: the record, and the names of its tenant and landlord where the caller may see them. */
export type ClaimWithNames = RecordOf<'claim'> & { tenantName?: string; landlordName?: string };

/**
 * The claims with `tenantName` and `landlordName` (a user's name, else their e-mail): one query for the
 * whole page, limited to the users the caller may see (visibleUsers, as GET /users/{id}), so a landlord
 * gets their tenants' names, a tenant their own, and staff everyone's. A name the caller may not see is left out.
 */
export async function withPartyNames(db: Db, actor: Actor, rows: RecordOf<'claim'>[]): Promise<ClaimWithNames[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.tenantId, r.landlordId]).filter(Boolean))];
  if (!ids.length || actor.kind !== 'user') return rows;
  const visible = visibleUsers(actor);
  let query = db.selectFrom('user').select(['id', 'name', 'email']).where('id', 'in', ids);
  if (visible) query = query.where(visible);
  const names = new Map((await query.execute()).map((u) => [u.id, u.name?.trim() || u.email]));
  return rows.map((r) => {
    const tenantName = names.get(r.tenantId);
    const landlordName = names.get(r.landlordId);
    const named = { ...r, ...(tenantName ? { tenantName } : {}), ...(landlordName ? { landlordName } : {}) };
    // The record's version (its ETag) stays with it: the names are not part of the stored row.
    const version = versionFor(r);
    return version ? withVersion(named, version) : named;
  });
}

/** GET /claims: one page of the claims the caller may see (the generic list, its `status` parameter and totals), with the names of whose they are. */
export async function listClaims(db: Db, actor: Actor, raw: Record<string, unknown>) {
  const { query, params, page } = parseV1List(db, claims(), raw);
  const { rows, total } = await listRecords(db, claims(), query, actor, params);
  return {
    results: await withPartyNames(db, actor, rows),
    page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    totalResults: total,
  };
}

/** GET /claims/{id}: one claim the caller may see, with the names of whose it is. */
export async function getClaim(db: Db, actor: Actor, id: string): Promise<ClaimWithNames> {
  return (await withPartyNames(db, actor, [await getRecord(db, claims(), id, actor)]))[0];
}
