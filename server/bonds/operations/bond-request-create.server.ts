import { isTenantType } from '#client/account-types.ts';
import { mayBuy, mayCancel, mayTransfer } from '#domain/bonds/actions.ts';
import { ANY_VALUE, type BondValueLimits, mayAskForBond } from '#domain/bonds/value.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { NewRecordOf } from '#engine/runtime/resources/hooks.server.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { productOfProperty } from '#server/payments/operations/pricing.server.ts';
import { consoleRequestLink } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { type BondRow, findBond } from '../store.server.ts';
import { bondSituation, liveBondsOf, newBondTerms } from './bond-facts.server.ts';

const conflict = (message: string = messages.failure.createBondRequest) => new ApiError(409, 'request_exists', message);

/**
 * The rules of a new bond request (every way one is created: /api/v1, the console):
 * - only the tenant themself (or staff) asks, always as 'pending';
 * - buy and transfer need an eligible tenant (else 422 with the reasons); a transfer moves the tenant's
 *   own live bond to another property and needs no open claims;
 * - cancel is for the tenant's own Active or Pending-Check-in bond, with a refund type, and not while
 *   another cancel request is pending or accepted;
 * - inspection requests come from the move-in report (POST /inspections), not from here.
 * The property's landlord is recorded so that they see the request.
 */
export async function prepareBondRequest(
  db: Db,
  actor: Actor,
  data: NewRecordOf<'bond-request'>,
): Promise<NewRecordOf<'bond-request'>> {
  if (actor.kind !== 'user') throw forbidden();
  if (!actor.internal && data.userId !== actor.id) throw forbidden(messages.bondRequest.onlyTenant);
  const tenant = await db
    .selectFrom('user')
    .select(['id', 'userType'])
    .where('id', '=', data.userId)
    .executeTakeFirst();
  if (!tenant || !isTenantType(tenant.userType)) throw invalid({ userId: notFoundMessage(messages.labels.tenant) });
  const property = await db
    .selectFrom('property')
    .select(['id', 'landlordId', 'expectedRent'])
    .where('id', '=', data.propertyId)
    .executeTakeFirst();
  if (!property) throw invalid({ propertyId: notFoundMessage(messages.labels.property) });
  const out: NewRecordOf<'bond-request'> = { ...data, status: 'pending', landlordId: property.landlordId };
  delete out.reasonOfReject;

  const pending = (
    type: BondRequest['type'],
    key: 'propertyId' | 'bondId',
    value: string,
    statuses: NonNullable<BondRequest['status']>[] = ['pending'],
  ) =>
    db
      .selectFrom('bond_request')
      .select('id')
      .where('userId', '=', tenant.id)
      .where('type', '=', type)
      .where(key, '=', value)
      .where('status', 'in', statuses)
      .executeTakeFirst();

  if (data.type === 'inspection') throw invalid({ type: messages.bondRequest.inspectionWithReport });
  if (data.type === 'cancel') {
    const bond = await ownBond(db, tenant.id, data.bondId);
    if (bond.propertyId !== property.id) throw invalid({ propertyId: messages.bond.notForProperty });
    requireAllowed(mayCancel(bond, await bondSituation(db, bond.id)));
    const checked = validate('cancel-bond-form', {
      bondId: data.bondId,
      propertyId: data.propertyId,
      refundType: data.refundType,
      ...(data.reason ? { reason: data.reason } : {}),
    });
    if (!checked.ok) throw invalid(checked.errors);
    return { ...out, bondId: bond.id };
  }
  delete out.reason;
  if (data.type === 'transfer') {
    const bond = await ownBond(db, tenant.id, data.bondId);
    requireAllowed(mayTransfer(bond, await bondSituation(db, bond.id)));
    if (bond.propertyId === property.id) throw invalid({ propertyId: messages.bondRequest.chooseNewProperty });
    await requireEligibleFor(db, tenant.id, property.id);
    if (await pending('transfer', 'bondId', bond.id)) throw conflict();
    return { ...out, bondId: bond.id, oldPropertyId: bond.propertyId };
  }
  requireAllowed(mayBuy(await liveBondsOf(db, tenant.id), property.id));
  await requireEligibleFor(db, tenant.id, property.id);
  if (await pending('buy', 'propertyId', property.id)) throw conflict();
  delete out.bondId;
  return out;
}

/**
 * A new bond (a buy, or where a transfer moves) needs an eligible tenant, eligible for at least the property's
 * minimum guarantee (domain/bonds/value.ts mayAskForBond; 422 with the reason). Answers the value's limits.
 */
export async function requireEligibleFor(db: Db, tenantId: string, propertyId: string): Promise<BondValueLimits> {
  const product = await productOfProperty(db, propertyId);
  const { limits, eligibility } = await newBondTerms(db, tenantId, propertyId, product ?? ANY_VALUE);
  requireAllowed(mayAskForBond(eligibility, limits));
  return limits;
}

async function ownBond(db: Db, tenantId: string, bondId: unknown): Promise<BondRow> {
  if (!bondId) throw invalid({ bondId: fillMessage(messages.request.required, { label: messages.labels.bond }) });
  const bond = await findBond(db, bondId, true);
  if (!bond || bond.tenantId !== tenantId) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
  return bond;
}

const TITLES: Record<string, { type: 'bondRequest' | 'transferRequest' | 'cancelRequest'; title: string }> = {
  buy: { type: 'bondRequest', title: messages.bondRequest.newBuyTitle },
  transfer: { type: 'transferRequest', title: messages.bondRequest.newTransferTitle },
  cancel: { type: 'cancelRequest', title: messages.bondRequest.newCancelTitle },
};

/** The landlord hears of every new request (in the app and by e-mail). */
export async function announceBondRequest(db: Db, row: RecordOf<'bond-request'>): Promise<void> {
  const t = TITLES[row.type];
  if (!t) return;
  const [tenant, property] = await Promise.all([
    db.selectFrom('user').select('name').where('id', '=', row.userId).executeTakeFirst(),
    db.selectFrom('property').select('name').where('id', '=', row.propertyId).executeTakeFirst(),
  ]);
  const who = tenant?.name ?? messages.labels.aTenant;
  const verb =
    row.type === 'cancel'
      ? messages.bondRequest.verbCancel
      : row.type === 'transfer'
        ? messages.bondRequest.verbTransfer
        : messages.bondRequest.verbBuy;
  await notifyUser(db, row.landlordId, {
    type: t.type,
    title: t.title,
    message: fillMessage(messages.bondRequest.newRequestText, {
      who,
      verb,
      property: property?.name ?? messages.labels.yourProperty,
    }),
    link: consoleRequestLink(row.type, row.id),
  });
}
