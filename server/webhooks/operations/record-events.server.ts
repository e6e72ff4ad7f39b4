import type { Db } from '#engine/runtime/db/db-type.ts';
import type { ResourceTypes, StoredSlug } from '#engine/runtime/resources/registry.server.ts';

import { emitEvent, eventData } from './emit.server.ts';

/**
 * The domain events of each record kind, and who may read the record (the event's audience). Called by
 * the webhooks domain's hooks (writes through the generic operations) and by the few domain operations
 * that write without them (bond store, bond request answers, the landlord's claim edit, eligibility, payments).
 */

/**
 * A stored record of `S` as either caller hands it: a typed row of a domain operation, or the Row of a hook.
 * Only its fields' names are known (each read as unknown): the events read a few of them and copy the rest.
 */
type StoredFields<S extends StoredSlug> = { readonly [K in keyof ResourceTypes[S]]?: unknown };

const changedTo = (now: unknown, before: unknown, value: unknown) => now === value && before !== value;

/** A bond's readers: its tenant and its landlord (the one recorded on it, else its property's). */
async function bondAudience(trx: Db, bond: StoredFields<'bond'>): Promise<unknown[]> {
  if (bond.landlordId) return [bond.tenantId, bond.landlordId];
  const property =
    typeof bond.propertyId === 'string'
      ? await trx.selectFrom('property').select('landlordId').where('id', '=', bond.propertyId).executeTakeFirst()
      : undefined;
  return [bond.tenantId, property?.landlordId];
}

export async function bondCreated(trx: Db, bond: StoredFields<'bond'>): Promise<void> {
  await emitEvent(trx, 'bond.created', eventData('bond', bond), await bondAudience(trx, bond));
}

/** A bond changed by `changes`: became Active, Released or Cancelled, or gained tenure (a renewal). */
export async function bondChanged(
  trx: Db,
  bond: StoredFields<'bond'>,
  changes: StoredFields<'bond'>,
  before?: StoredFields<'bond'>,
): Promise<void> {
  const events = [
    ...(changes.status === 'Active' && before?.status !== 'Active' ? (['bond.activated'] as const) : []),
    ...(changes.status === 'Released' && before?.status !== 'Released' ? (['bond.released'] as const) : []),
    ...(changes.status === 'Cancelled' && before?.status !== 'Cancelled' ? (['bond.cancelled'] as const) : []),
    ...(changes.tenure !== undefined && (before === undefined || Number(changes.tenure) > Number(before.tenure))
      ? (['bond.renewed'] as const)
      : []),
  ];
  if (!events.length) return;
  const audience = await bondAudience(trx, bond);
  for (const event of events) await emitEvent(trx, event, eventData('bond', bond), audience);
}

/** The bond a transfer issued (the old one is released by the same payment). */
export async function bondTransferred(trx: Db, bond: StoredFields<'bond'>): Promise<void> {
  await emitEvent(trx, 'bond.transferred', eventData('bond', bond), await bondAudience(trx, bond));
}

const requestAudience = (row: StoredFields<'bond-request'>) => [row.userId, row.landlordId];

export async function bondRequestCreated(trx: Db, row: StoredFields<'bond-request'>): Promise<void> {
  await emitEvent(trx, 'bond_request.created', eventData('bond-request', row), requestAudience(row));
}

/** A request answered: accepted or rejected (once; a decided request is final). */
export async function bondRequestDecided(
  trx: Db,
  row: StoredFields<'bond-request'>,
  before: StoredFields<'bond-request'>,
): Promise<void> {
  if (changedTo(row.status, before.status, 'accepted'))
    await emitEvent(trx, 'bond_request.accepted', eventData('bond-request', row), requestAudience(row));
  if (changedTo(row.status, before.status, 'rejected'))
    await emitEvent(trx, 'bond_request.rejected', eventData('bond-request', row), requestAudience(row));
}

const claimAudience = (row: StoredFields<'claim'>) => [row.landlordId, row.tenantId];
/** Line statuses after which nothing more is decided about the line (on hold is a pause, not an outcome). */
const FINAL_LINE_STATUSES = new Set<unknown>(['approved', 'authorized', 'rejected']);
const isFinal = (line: unknown) =>
  typeof line === 'object' && line !== null && 'status' in line && FINAL_LINE_STATUSES.has(line.status);
const settled = (row: StoredFields<'claim'>) => {
  const lines: readonly unknown[] = Array.isArray(row.claims) ? row.claims : [];
  return lines.length > 0 && lines.every(isFinal);
};

export async function claimCreated(trx: Db, row: StoredFields<'claim'>): Promise<void> {
  await emitEvent(trx, 'claim.created', eventData('claim', row), claimAudience(row));
  if (settled(row)) await emitEvent(trx, 'claim.settled', eventData('claim', row), claimAudience(row));
}

/** The claim's stages after the decision, each dated the first time it is reached (decision 055), and its event. */
const CLAIM_STAGE_EVENTS = [
  ['respondedAt', 'claim.responded'],
  ['noResponseAt', 'claim.no_response'],
  ['paidOutAt', 'claim.paid_out'],
  ['recoveredAt', 'claim.recovered'],
] as const;

/**
 * A claim changed: updated; settled (the decision) the first time every line has a final status; and an event for
 * each stage it reached: answered by the tenant, no response, paid out, recovered.
 */
export async function claimChanged(trx: Db, row: StoredFields<'claim'>, before: StoredFields<'claim'>): Promise<void> {
  await emitEvent(trx, 'claim.updated', eventData('claim', row), claimAudience(row));
  if (settled(row) && !settled(before))
    await emitEvent(trx, 'claim.settled', eventData('claim', row), claimAudience(row));
  for (const [field, event] of CLAIM_STAGE_EVENTS)
    if (row[field] && !before[field]) await emitEvent(trx, event, eventData('claim', row), claimAudience(row));
}

const inspectionAudience = (row: StoredFields<'inspection'>) => [row.tenantId, row.landlordId];

export async function inspectionSubmitted(trx: Db, row: StoredFields<'inspection'>): Promise<void> {
  await emitEvent(trx, 'inspection.submitted', eventData('inspection', row), inspectionAudience(row));
}

export async function inspectionChanged(
  trx: Db,
  row: StoredFields<'inspection'>,
  before: StoredFields<'inspection'>,
): Promise<void> {
  if (changedTo(row.status, before.status, 'resolved'))
    await emitEvent(trx, 'inspection.resolved', eventData('inspection', row), inspectionAudience(row));
}

export async function propertyCreated(trx: Db, row: StoredFields<'property'>): Promise<void> {
  await emitEvent(trx, 'property.created', eventData('property', row), [row.landlordId]);
}

export async function propertyUpdated(
  trx: Db,
  row: StoredFields<'property'>,
  before: StoredFields<'property'>,
): Promise<void> {
  await emitEvent(trx, 'property.updated', eventData('property', row), [row.landlordId, before.landlordId]);
}

/** A tenant's eligibility: an event when its status or maximum amount is new or different. */
export async function eligibilityChanged(
  trx: Db,
  row: StoredFields<'eligibility'>,
  before: StoredFields<'eligibility'> | undefined,
): Promise<void> {
  if (
    before &&
    before.status === row.status &&
    Number(before.maxEligibilityAmount ?? 0) === Number(row.maxEligibilityAmount ?? 0)
  )
    return;
  await emitEvent(trx, 'eligibility.changed', eventData('eligibility', row), [row.userId]);
}

/** A payment order paid (a bond bought, renewed or transferred) or failed; the tenant who pays reads it. */
export async function paymentOutcome(trx: Db, order: StoredFields<'payment-order'>): Promise<void> {
  if (order.status === 'paid')
    await emitEvent(trx, 'payment.completed', eventData('payment-order', order), [order.userId]);
  else if (order.status === 'failed')
    await emitEvent(trx, 'payment.failed', eventData('payment-order', order), [order.userId]);
}
