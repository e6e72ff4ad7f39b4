import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { emitEvent, eventData } from './emit.server.ts';

/**
 * The domain events of each record kind, and who may read the record (the event's audience). Called by
 * the webhooks domain's hooks (writes through the generic operations) and by the few domain operations
 * that write without them (bond store, bond request answers, the landlord's claim edit, eligibility, payments).
 */

const changedTo = (row: Row, before: Row | undefined, field: string, value: unknown) => row[field] === value && before?.[field] !== value;

/** A bond's readers: its tenant and its landlord (the one recorded on it, else its property's). */
async function bondAudience(trx: Db, bond: Row): Promise<(string | undefined)[]> {
  if (bond.landlordId) return [bond.tenantId as string, bond.landlordId as string];
  const property = await trx.selectFrom('property').select('landlordId').where('id', '=', bond.propertyId as string).executeTakeFirst();
  return [bond.tenantId as string, property?.landlordId ?? undefined];
}

export async function bondCreated(trx: Db, record: object): Promise<void> {
  const bond = record as Row;
  await emitEvent(trx, 'bond.created', eventData('bond', bond), await bondAudience(trx, bond));
}

/** A bond changed by `changes`: became Active, Released or Cancelled, or gained tenure (a renewal). */
export async function bondChanged(trx: Db, record: object, changes: Row, before?: Row): Promise<void> {
  const bond = record as Row;
  const events = [
    ...(changes.status === 'Active' && before?.status !== 'Active' ? (['bond.activated'] as const) : []),
    ...(changes.status === 'Released' && before?.status !== 'Released' ? (['bond.released'] as const) : []),
    ...(changes.status === 'Cancelled' && before?.status !== 'Cancelled' ? (['bond.cancelled'] as const) : []),
    ...(changes.tenure !== undefined && (before === undefined || Number(changes.tenure) > Number(before.tenure)) ? (['bond.renewed'] as const) : []),
  ];
  if (!events.length) return;
  const audience = await bondAudience(trx, bond);
  for (const event of events) await emitEvent(trx, event, eventData('bond', bond), audience);
}

/** The bond a transfer issued (the old one is released by the same payment). */
export async function bondTransferred(trx: Db, record: object): Promise<void> {
  const bond = record as Row;
  await emitEvent(trx, 'bond.transferred', eventData('bond', bond), await bondAudience(trx, bond));
}

const requestAudience = (row: Row) => [row.userId as string, row.landlordId as string];

export async function bondRequestCreated(trx: Db, row: Row): Promise<void> {
  await emitEvent(trx, 'bond_request.created', eventData('bond-request', row), requestAudience(row));
}

/** A request answered: accepted or rejected (once; a decided request is final). */
export async function bondRequestDecided(trx: Db, row: Row, before: Row): Promise<void> {
  if (changedTo(row, before, 'status', 'accepted')) await emitEvent(trx, 'bond_request.accepted', eventData('bond-request', row), requestAudience(row));
  if (changedTo(row, before, 'status', 'rejected')) await emitEvent(trx, 'bond_request.rejected', eventData('bond-request', row), requestAudience(row));
}

const claimAudience = (row: Row) => [row.landlordId as string, row.tenantId as string];
/** Line statuses after which nothing more is decided about the line (on hold is a pause, not an outcome). */
const FINAL_LINE_STATUSES = new Set(['approved', 'authorized', 'rejected']);
const settled = (row: Row | undefined) => {
  const lines = (row?.claims as { status?: string }[] | undefined) ?? [];
  return lines.length > 0 && lines.every((l) => l.status !== undefined && FINAL_LINE_STATUSES.has(l.status));
};

export async function claimCreated(trx: Db, row: Row): Promise<void> {
  await emitEvent(trx, 'claim.created', eventData('claim', row), claimAudience(row));
  if (settled(row)) await emitEvent(trx, 'claim.settled', eventData('claim', row), claimAudience(row));
}

/** A claim changed: updated, and settled the first time every line has a final status. */
export async function claimChanged(trx: Db, row: Row, before: Row): Promise<void> {
  await emitEvent(trx, 'claim.updated', eventData('claim', row), claimAudience(row));
  if (settled(row) && !settled(before)) await emitEvent(trx, 'claim.settled', eventData('claim', row), claimAudience(row));
}

const inspectionAudience = (row: Row) => [row.tenantId as string, row.landlordId as string];

export async function inspectionSubmitted(trx: Db, row: Row): Promise<void> {
  await emitEvent(trx, 'inspection.submitted', eventData('inspection', row), inspectionAudience(row));
}

export async function inspectionChanged(trx: Db, row: Row, before: Row): Promise<void> {
  if (changedTo(row, before, 'status', 'resolved')) await emitEvent(trx, 'inspection.resolved', eventData('inspection', row), inspectionAudience(row));
}

export async function propertyCreated(trx: Db, row: Row): Promise<void> {
  await emitEvent(trx, 'property.created', eventData('property', row), [row.landlordId as string]);
}

export async function propertyUpdated(trx: Db, row: Row, before: Row): Promise<void> {
  await emitEvent(trx, 'property.updated', eventData('property', row), [row.landlordId as string, before.landlordId as string]);
}

/** A tenant's eligibility: an event when its status or maximum amount is new or different. */
export async function eligibilityChanged(trx: Db, row: Row, before: Row | undefined): Promise<void> {
  if (before && before.status === row.status && Number(before.maxEligibilityAmount ?? 0) === Number(row.maxEligibilityAmount ?? 0)) return;
  await emitEvent(trx, 'eligibility.changed', eventData('eligibility', row), [row.userId as string]);
}

/** A payment order paid (a bond bought, renewed or transferred) or failed; the tenant who pays reads it. */
export async function paymentOutcome(trx: Db, record: object): Promise<void> {
  const order = record as Row;
  if (order.status === 'paid') await emitEvent(trx, 'payment.completed', eventData('payment-order', order), [order.userId as string]);
  else if (order.status === 'failed') await emitEvent(trx, 'payment.failed', eventData('payment-order', order), [order.userId as string]);
}
