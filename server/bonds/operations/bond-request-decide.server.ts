import { mayBuy, mayTransfer } from '#domain/bonds/actions.ts';
import { calculateRefund } from '#domain/bonds/refund.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { checkBondValue } from '#domain/bonds/value.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { creditWallet } from '#server/accounts/store.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { findBond, markBondCancelled } from '../store.server.ts';
import { bondSituation, liveBondsOf } from './bond-facts.server.ts';
import { requireEligibleFor } from './bond-request-create.server.ts';

/** What a decision reads of an answer: a hook's validated changes, or an answer route's fields (checked by the schema only later). */
type Answer = { readonly status?: unknown; readonly expectedBondValue?: unknown };

const cannotUpdate = () => new ApiError(409, 'request_decided', messages.failure.updateBondRequest);

/**
 * A landlord's (or staff member's) answer to a request: only a pending request changes, and only to
 * accepted or rejected; accepting a transfer needs the new bond value (expectedBondValue). A decided
 * request is final ('Cannot update bond request').
 */
export async function checkDecision(db: Db, existing: RecordOf<'bond-request'>, changes: Answer): Promise<void> {
  if (changes.status === undefined || changes.status === existing.status) return;
  const next = changes.status;
  if (existing.status !== 'pending') throw cannotUpdate();
  if (next !== 'accepted' && next !== 'rejected') throw invalid({ status: messages.bondRequest.acceptOrReject });
  if (next !== 'accepted') return;
  // Accepting asks the request's rules again, now: what changed since the tenant asked (a claim raised, a bond
  // bought elsewhere, eligibility lowered, a cancellation) stops the accept as it would stop the payment.
  if (existing.type === 'transfer') {
    const value = changes.expectedBondValue ?? existing.expectedBondValue;
    const checked = validate('transfer-form', { expectedBondValue: value });
    if (!checked.ok) throw invalid(checked.errors);
    const bond = await findBond(db, existing.bondId, true);
    if (!bond) throw cannotUpdate();
    requireAllowed(mayTransfer(bond, await bondSituation(db, bond.id)));
    requireAllowed(checkBondValue(Number(value), await requireEligibleFor(db, existing.userId, existing.propertyId)));
  }
  if (existing.type === 'buy') {
    requireAllowed(mayBuy(await liveBondsOf(db, existing.userId), existing.propertyId));
    await requireEligibleFor(db, existing.userId, existing.propertyId);
  }
  if (existing.type === 'cancel') {
    const bond = await findBond(db, existing.bondId, true);
    if (!bond || !isLiveBond(bond.status)) throw cannotUpdate();
  }
}

/**
 * Request types staff may answer when they are not the property's landlord (spec 002 §4: Approve and Reject on new
 * bonds; a transfer's new value).
 */
const STAFF_ANSWERS = new Set(['buy', 'transfer']);

/**
 * Who may decide: the property's landlord any request; staff (with bond request update rights, checked before) new
 * bond and transfer requests only. A cancellation is the landlord's to accept or reject (spec 001 §1: the landlord must
 * approve), and a move-in inspection is resolved on its report.
 */
export function checkAnswerer(existing: RecordOf<'bond-request'>, changes: Answer, isLandlord: boolean): void {
  if (isLandlord || changes.status === undefined || changes.status === existing.status) return;
  if (!STAFF_ANSWERS.has(existing.type)) throw new ApiError(403, 'forbidden', messages.bondRequest.onlyLandlordAnswers);
}

/** Whether the user is the landlord of the request (recorded on it, or of its property now). */
export async function isRequestLandlord(
  db: Db,
  userId: string | undefined,
  existing: RecordOf<'bond-request'>,
): Promise<boolean> {
  if (!userId) return false;
  if (existing.landlordId === userId) return true;
  const property = await db
    .selectFrom('property')
    .select('landlordId')
    .where('id', '=', existing.propertyId)
    .executeTakeFirst();
  return property?.landlordId === userId;
}

/** How a notice names a request of each type ("Your bond transfer request for … was rejected"). */
const REQUEST_NAME: Record<RecordOf<'bond-request'>['type'], string> = {
  buy: messages.bondRequest.nameBuy,
  transfer: messages.bondRequest.nameTransfer,
  cancel: messages.bondRequest.nameCancel,
  inspection: messages.bondRequest.nameInspection,
};

/**
 * What follows an answer: the tenant hears of it; an accepted buy or transfer e-mails them a payment
 * link; an accepted cancellation cancels the bond and refunds per the refund rule (to the wallet when
 * the tenant chose the wallet; other refund types are paid out by finance from the refund report).
 */
export async function afterDecision(
  db: Db,
  row: RecordOf<'bond-request'>,
  existing: RecordOf<'bond-request'>,
): Promise<void> {
  if (row.status === existing.status) return;
  const property = await db.selectFrom('property').select('name').where('id', '=', row.propertyId).executeTakeFirst();
  const place = property?.name ?? messages.labels.theProperty;
  const tenantId = row.userId;
  if (row.status === 'rejected') {
    const reason = row.reasonOfReject
      ? fillMessage(messages.bondRequest.rejectedReason, { reason: row.reasonOfReject })
      : '';
    await notifyUser(db, tenantId, {
      type: 'requestRejected',
      title: messages.bondRequest.rejectedTitle,
      message: fillMessage(messages.bondRequest.rejectedText, { request: REQUEST_NAME[row.type], place, reason }),
      link: TENANT_LINKS.dashboard,
    });
    return;
  }
  if (row.type === 'buy' || row.type === 'transfer') {
    const what = row.type === 'buy' ? messages.bondRequest.whatBond : messages.bondRequest.whatTransfer;
    await notifyUser(db, tenantId, {
      type: 'requestAccepted',
      title: messages.bondRequest.acceptedTitle,
      message: fillMessage(messages.bondRequest.acceptedText, { what, place }),
      link: `/home/dashboard?bondRequestId=${row.id}`,
    });
    return;
  }
  if (row.type === 'cancel') {
    const bond = await findBond(db, row.bondId, true);
    if (!bond) return;
    const refund = calculateRefund(bond, new Date(row.createdAt ?? new Date().toISOString()));
    await markBondCancelled(db, bond);
    const toWallet = (row.refundType ?? 'wallet') === 'wallet' && refund.refundAmount > 0;
    if (toWallet) await creditWallet(db, tenantId, refund.refundAmount, { reason: 'refund', referenceId: row.id });
    const where = toWallet
      ? messages.bondRequest.toWallet
      : row.refundType === 'bank'
        ? messages.bondRequest.toBank
        : messages.bondRequest.toOriginalMethod;
    const money =
      refund.refundAmount > 0
        ? fillMessage(messages.bondRequest.refundedTo, { amount: rupeesWithPaise(refund.refundAmount), where })
        : messages.bondRequest.noRefund;
    await notifyUser(db, tenantId, {
      type: 'requestAccepted',
      title: messages.bondRequest.cancelledTitle,
      message: fillMessage(messages.bondRequest.cancelledText, { bondId: bond.bondId ?? '', place, money }),
      link: TENANT_LINKS.dashboard,
    });
  }
}
