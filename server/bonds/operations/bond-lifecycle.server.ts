import { mayRenew } from '#domain/bonds/actions.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { expiryDate, MAX_TENURE } from '#domain/bonds/term.ts';
import { bondValueLimits, checkBondValue } from '#domain/bonds/value.ts';
import { shownDate, today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import {
  requireVersion,
  versionOf,
  withVersion,
  type WriteConditions,
} from '#engine/runtime/resources/record-version.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { can, requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { recordPayments } from '#server/payments/store.server.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { bondLandlordId, type BondRow, findBond, markBondReleased, updateBond } from '../store.server.ts';
import { bondSituation } from './bond-facts.server.ts';

const bonds = () => resource('bond');
const shown = (db: Db, actor: Actor, row: BondRow) => ({
  ...present(db, bonds(), actor, row),
  expiryDate: expiryDate(row),
});
/** A bond as its lifecycle operations answer it: the record with its expiry date. */
type ShownBond = ReturnType<typeof shown>;

/**
 * The bond, locked, if the caller may change it: staff with bonds update rights, or the bond's landlord.
 * Its tenant gets 403; anyone else 404 (another's bond is not acknowledged).
 */
async function bondToChange(trx: Db, user: UserActor, idOrCode: unknown, refusal: string): Promise<BondRow> {
  const bond = await findBond(trx, idOrCode, true);
  if (!bond) throw notFound(messages.labels.bond);
  if (can(user, bonds().module, 'update')) return bond;
  if ((await bondLandlordId(trx, bond)) === user.id) return bond;
  if (bond.tenantId === user.id || user.internal) throw forbidden(refusal);
  throw notFound(messages.labels.bond);
}

/**
 * PATCH /bond/{id}: the landlord or staff set the check-in and check-out dates (both required) and attach
 * the agreement and move-in report. A bond awaiting check-in becomes Active once its check-in day has come.
 * Its tenant (the Bond Details page, spec 001 §2) sets the dates once, before moving in and never in the past (a
 * back-dated check-in would move the 72-hour refund window), and attaches documents with the dates as they are.
 */
export async function updateBondDates(
  db: Db,
  actor: Actor,
  id: string,
  body: unknown,
  conditions: WriteConditions = {},
): Promise<ShownBond> {
  const user = requireUser(actor);
  const checked = validate('bond-dates', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const dates = checked.value;
  if (dates.checkoutDate <= dates.checkinDate) throw invalid({ checkoutDate: messages.bond.checkoutAfterCheckin });
  return db.transaction().execute(async (trx) => {
    const bond = await bondToChangeOrTenants(trx, user, id);
    requireVersion(conditions, bonds().title, bond, () => shown(trx, user, bond));
    if (!isLiveBond(bond.status))
      throw new ApiError(
        409,
        'bond_closed',
        fillMessage(messages.bond.closedCannotChange, { status: String(bond.status).toLowerCase() }),
      );
    if (bond.tenantId === user.id && !can(user, bonds().module, 'update')) tenantMayDate(bond, dates);
    const changes: Record<string, unknown> = { ...dates };
    for (const k of ['agreement', 'moveInReport'] as const) if (dates[k]) changes[k] = JSON.stringify(dates[k]);
    if (bond.status === 'Pending-Check-in' && dates.checkinDate <= today()) changes.status = 'Active';
    const row = await updateBond(trx, bond, changes);
    return withVersion(shown(trx, user, row), versionOf(row));
  });
}

/** The bond for PATCH /bond/{id}: as bondToChange, and its own tenant too (tenantMayDate says what they may change). */
async function bondToChangeOrTenants(trx: Db, user: UserActor, id: string): Promise<BondRow> {
  const bond = await findBond(trx, id, true);
  if (bond && bond.tenantId === user.id) return bond;
  return bondToChange(trx, user, id, messages.bond.onlyOwnerChangesDates);
}

function tenantMayDate(bond: BondRow, dates: { checkinDate: string; checkoutDate: string }): void {
  const unchanged = bond.checkinDate === dates.checkinDate && bond.checkoutDate === dates.checkoutDate;
  if (unchanged) return;
  if (bond.status !== 'Pending-Check-in' || bond.checkinDate) throw forbidden(messages.bond.tenantDatesOnce);
  if (dates.checkinDate < today()) throw invalid({ checkinDate: messages.bond.checkinNotPast });
}

/** POST /bond/release {bondId}: internal and landlord users release a bond (status Released, releaseDate today); twice is 409. */
export async function releaseBond(db: Db, actor: Actor, body: unknown): Promise<ShownBond> {
  const user = requireUser(actor);
  const bondId = typeof body === 'object' && body !== null && 'bondId' in body ? body.bondId : undefined;
  if (typeof bondId !== 'string' || !bondId)
    throw invalid({ bondId: fillMessage(messages.request.required, { label: messages.labels.bond }) });
  return db.transaction().execute(async (trx) => {
    const bond = await bondToChange(trx, user, bondId, messages.bond.onlyOwnerReleases);
    if (bond.status === 'Released') throw new ApiError(409, 'already_released', messages.bond.alreadyReleased);
    if (bond.status === 'Cancelled') throw new ApiError(409, 'bond_cancelled', messages.bond.cancelledCannotRelease);
    const day = today();
    const row = await markBondReleased(trx, bond, day);
    await notifyUser(trx, bond.tenantId, {
      type: 'general',
      title: messages.bond.releasedTitle,
      message: fillMessage(messages.bond.releasedText, { bondId: bond.bondId ?? '', date: shownDate(day) }),
      link: TENANT_LINKS.bondDetails,
    });
    return shown(trx, user, row);
  });
}

/**
 * POST /bond/manual/renew {bondId, bondFee, bondAmount}: staff renew a live bond by hand (one entry of
 * the bulk Bond Renew page): one more year of tenure, the new bond value, the fee added, and a manual
 * payment recorded.
 */
export async function manualRenew(db: Db, actor: Actor, body: unknown): Promise<ShownBond> {
  const user = requireUser(actor);
  if (!can(user, bonds().module, 'update')) throw forbidden(messages.request.noPermission);
  const checked = validate('bulk-renew-entry', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const entry = checked.value;
  return db.transaction().execute(async (trx) => {
    const bond = await findBond(trx, entry.bondId, true);
    if (!bond) throw new ApiError(404, 'not_found', fillMessage(messages.bond.notFoundCode, { bondId: entry.bondId }));
    if (bond.tenure >= MAX_TENURE)
      throw new ApiError(
        409,
        'max_tenure',
        fillMessage(messages.bond.maxTenureReached, { bondId: entry.bondId, max: MAX_TENURE }),
      );
    // The tenant's renewal rule (domain/bonds/actions.ts): live, no cancellation under way, no open claims, due.
    requireAllowed(mayRenew(bond, await bondSituation(trx, bond.id), today()));
    // No live bond below its product's minimum guarantee (staff set the value; eligibility does not cap a renewal).
    const product = bond.productId
      ? await trx
          .selectFrom('product')
          .select(['bondAmount', 'minimumMonths'])
          .where('id', '=', bond.productId)
          .executeTakeFirst()
      : undefined;
    const rent =
      bond.monthlyRent ??
      (await trx.selectFrom('property').select('expectedRent').where('id', '=', bond.propertyId).executeTakeFirst())
        ?.expectedRent;
    const limits = bondValueLimits({ ...product, isValueEditable: true }, rent, null);
    requireAllowed(checkBondValue(entry.bondAmount, limits));
    const row = await updateBond(trx, bond, {
      tenure: bond.tenure + 1,
      bondAmount: entry.bondAmount,
      bondFee: bond.bondFee + entry.bondFee,
    });
    await recordPayments(trx, [
      {
        tenantId: bond.tenantId,
        bondId: bond.id,
        orderId: `RENEW-${bond.bondId}-${bond.tenure + 1}`,
        finalFee: entry.bondFee,
        bondFee: entry.bondFee,
        mode: 'manual',
      },
    ]);
    const expires = expiryDate(row);
    await notifyUser(trx, bond.tenantId, {
      type: 'payment',
      title: messages.bond.renewedTitle,
      message: fillMessage(messages.bond.renewedText, { bondId: String(bond.bondId), date: shownDate(expires) }),
      link: TENANT_LINKS.bondDetails,
    });
    return shown(trx, user, row);
  });
}
