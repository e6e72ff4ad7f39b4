import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { deleteRecord, present, translateDbError, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource, type RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { requireUser, can } from '../http/guards.server.ts';
import { asId, requireObject } from '#engine/runtime/request-input.ts';
import { changedKeys, sameJson } from '#engine/runtime/same-json.ts';
import { findBond } from '../bonds/bond-store.server.ts';
import { claimRuleErrors, commentOrDefault, DECIDED_LINE_LOCKED, editedDecidedLine, landlordLine } from '#domain/claims/rules.ts';
import { CLAIM_COMPUTED_FIELDS } from '#domain/claims/rules.ts';
import { DECIDED_STATUSES, type Line } from '#domain/claims/totals.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { claimChanged } from '../webhooks/record-events.server.ts';
import { recordChange } from '../audit/record-change.server.ts';

const claims = () => resource('claim');
const LANDLORD_FIELDS = ['claims', 'docs', 'comment'];

function body(input: unknown): Row {
  requireObject(input);
  return Object.fromEntries(Object.entries(input).filter(([k]) => !CLAIM_COMPUTED_FIELDS.includes(k) && !claims().readOnly.has(k) && k !== '_id'));
}

/** The claim locked for a change by its landlord (tenants 403, others 404). */
async function landlordsClaim(trx: Db, user: UserActor, id: string) {
  const existing = await trx.selectFrom('claim').selectAll().where('id', '=', asId(id)).forUpdate().executeTakeFirst();
  if (!existing) throw notFound(claims().title);
  if (existing.landlordId === user.id) return existing;
  if (existing.tenantId === user.id || user.internal) throw forbidden(messages.claim.onlyStaffOrLandlord);
  throw notFound(claims().title);
}

/**
 * PATCH /claims/{id}. Staff with claims update rights edit everything (the hooks apply the rules);
 * the landlord who raised it may change its documents, comment and undecided lines only: a line with
 * a status stays as staff left it, and new lines start pending with no amounts.
 */
export async function updateClaim(db: Db, actor: Actor, id: string, input: unknown): Promise<RecordOf<'claim'>> {
  const user = requireUser(actor);
  const patch = body(input);
  if (can(user, claims().module, 'update')) return updateRecord(db, claims(), id, patch, actor);
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await landlordsClaim(trx, user, id);
      const changed = changedKeys(patch, existing);
      const locked = changed.filter((k) => !LANDLORD_FIELDS.includes(k));
      if (locked.length) throw forbidden(fillMessage(messages.claim.onlyStaffChanges, { fields: locked.join(', ') }));
      const before: Line[] = existing.claims ?? [];
      let after = (patch.claims as Line[] | undefined) ?? before;
      if (!Array.isArray(after)) throw invalid({ claims: messages.claim.claimsList });
      if (editedDecidedLine(before, after, sameJson) >= 0 || after.length < before.filter((l) => l.status && DECIDED_STATUSES.has(l.status)).length) throw forbidden(DECIDED_LINE_LOCKED);
      after = after.map((line, i) => (before[i] && sameJson(line, before[i]) ? line : landlordLine(line)));
      const merged: Row = { ...Object.fromEntries(Object.entries(existing).filter(([k, v]) => v !== null && !claims().readOnly.has(k))), ...patch, claims: after };
      const checked = validate('claim', merged);
      if (!checked.ok) throw invalid(checked.errors);
      const bond = await findBond(trx, existing.bondId);
      const errors = claimRuleErrors(after, { bondEffectiveDate: bond?.bondEffectiveDate ?? '0000-01-01', bondAmount: Number(existing.eligibleAmount ?? 0) });
      if (Object.keys(errors).length) throw invalid(errors);
      const set: Row = { updatedAt: new Date().toISOString() };
      for (const k of LANDLORD_FIELDS) if (k in patch) set[k] = k === 'comment' ? commentOrDefault(patch[k]) : JSON.stringify(k === 'claims' ? after : patch[k]);
      const row = await trx.updateTable('claim').set(set).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
      await claimChanged(trx, row, existing);
      await recordChange(trx, 'claim', existing.id, 'update', existing, row, user);
      return present(db, claims(), actor, row);
    });
  } catch (e) {
    throw translateDbError(e, claims());
  }
}

/** DELETE /claims/{id}: staff with delete rights; the landlord while no line of it has a status. */
export async function deleteClaim(db: Db, actor: Actor, id: string): Promise<void> {
  const user = requireUser(actor);
  if (user.internal) return deleteRecord(db, claims(), id, actor);
  await db.transaction().execute(async (trx) => {
    const existing = await landlordsClaim(trx, user, id);
    if ((existing.claims ?? []).some((l) => l.status && DECIDED_STATUSES.has(l.status))) throw new ApiError(409, 'claim_decided', messages.claim.decidedNoDelete);
    await trx.deleteFrom('claim').where('id', '=', existing.id).execute();
    await recordChange(trx, 'claim', existing.id, 'delete', existing, undefined, user);
  });
}
