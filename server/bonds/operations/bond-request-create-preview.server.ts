import type { BondRequestPreview } from '#client/bond-request-preview.ts';
import { mayBuy, mayTransfer } from '#domain/bonds/actions.ts';
import { tenuresOf } from '#domain/bonds/price.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { startingBondValue } from '#domain/bonds/value.ts';
import { today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { priceBond, productOfProperty } from '#server/payments/operations/pricing.server.ts';

import { findBond } from '../store.server.ts';
import { bondSituation, liveBondsOf } from './bond-facts.server.ts';
import { requireEligibleFor } from './bond-request-create.server.ts';

/**
 * GET /bondrequest/preview?type=buy|transfer&propertyId&bondId: what a request would lead to, before it is sent: the
 * landlord and property, the bond value, the fee for the product's shortest tenure with GST, and the dates. Asks the
 * request's own rules first (one live bond, a movable bond, eligibility for the property's minimum guarantee: the
 * refusal the request would get), then prices with domain/bonds/price.ts as the cart does (wallet credit left out).
 */
export async function bondRequestPreview(
  db: Db,
  actor: Actor,
  query: Record<string, unknown>,
): Promise<BondRequestPreview> {
  const user = requireUser(actor);
  if (!isTenant(user)) throw forbidden(messages.bondRequest.onlyTenant);
  const type =
    query.type === 'transfer' ? 'transfer' : query.type === 'buy' || query.type === undefined ? 'buy' : undefined;
  if (!type) throw invalid({ type: messages.request.notValid });
  const propertyId = String(query.propertyId ?? '');
  if (!isId(propertyId)) throw invalid({ propertyId: notFoundMessage(messages.labels.property) });
  const property = await db
    .selectFrom('property')
    .leftJoin('user', 'user.id', 'property.landlordId')
    .select(['property.id', 'property.name', 'user.name as landlordName'])
    .where('property.id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw new ApiError(404, 'not_found', notFoundMessage(messages.labels.property));

  const moving = type === 'transfer' ? await findBond(db, query.bondId, true) : undefined;
  if (type === 'transfer') {
    if (!moving || moving.tenantId !== user.id) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
    requireAllowed(mayTransfer(moving, await bondSituation(db, moving.id)));
    if (moving.propertyId === propertyId) throw invalid({ propertyId: messages.bondRequest.chooseNewProperty });
  } else requireAllowed(mayBuy(await liveBondsOf(db, user.id), propertyId));
  const limits = await requireEligibleFor(db, user.id, propertyId);
  const product = await productOfProperty(db, propertyId);
  if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);

  const tenures = tenuresOf(product).sort((a, b) => a - b);
  const tenure = tenures[0];
  const bondAmount = moving?.bondAmount ?? startingBondValue(product, limits);
  const price = await priceBond(db, {
    tenantId: user.id,
    product,
    bondAmount,
    tenure,
    transferring: moving,
    useWallet: false,
  });
  const startDate = price.bondEffectiveDate ?? today();
  return {
    type,
    propertyId,
    propertyName: property.name,
    landlordName: property.landlordName,
    ...(moving ? { bondCode: moving.bondId } : {}),
    bondAmount: price.bondAmount,
    tenure,
    tenures,
    fee: price.fee,
    alreadyPaid: price.alreadyPaid,
    gst: price.gst,
    total: price.finalAmount,
    startDate,
    endDate: expiryDate({ bondEffectiveDate: startDate, tenure }),
    startFixed: Boolean(price.bondEffectiveDate),
  };
}
