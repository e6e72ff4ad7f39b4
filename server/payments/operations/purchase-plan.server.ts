import type { PurchasePlan } from '#client/purchase-plan.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { addDays, today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';

import { planOrder } from './initiate.server.ts';

const TYPES = ['buy', 'renew', 'transfer'] as const;

/**
 * GET /payment/plan?type&propertyId&bondId: whether the signed-in tenant may buy, renew or transfer now (the same
 * rules the order will be held to: the landlord's acceptance, a live bond, no open claims, the longest tenure) and
 * with which product, value and co-applicants. Refusals are the order's own (409 with the reason).
 */
export async function purchasePlan(db: Db, actor: Actor, query: Record<string, unknown>): Promise<PurchasePlan> {
  const user = requireUser(actor);
  if (!isTenant(user)) throw forbidden(messages.payment.byTenants);
  const type = TYPES.find((t) => t === query.type);
  if (!type) throw invalid({ type: messages.request.notValid });
  const propertyId = String(query.propertyId ?? '');
  const bondId = query.bondId === undefined || query.bondId === '' ? undefined : String(query.bondId);
  if (!isId(propertyId)) throw invalid({ propertyId: notFoundMessage(messages.labels.property) });
  if (type !== 'buy' && !isId(bondId)) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
  const property = await db
    .selectFrom('property')
    .select(['id', 'name'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw new ApiError(404, 'not_found', notFoundMessage(messages.labels.property));
  const plan = await planOrder(db, user.id, { type, propertyId, bondId, tenure: 1 });
  const bond = plan.renewing ?? plan.transferring;
  const coApplicants = await db
    .selectFrom('co_applicant')
    .select(['id', 'name', 'relation'])
    .where('tenantId', '=', user.id)
    .orderBy('createdAt', 'asc')
    .execute();
  const p = plan.product;
  return {
    type,
    propertyId,
    propertyName: property.name,
    ...(bond
      ? { bondId: bond.id, bondCode: bond.bondId, ...(plan.transferring ? { oldPropertyId: bond.propertyId } : {}) }
      : {}),
    product: {
      id: p.id,
      name: p.name,
      tenures: (p.tenures ?? []).map(Number),
      bondAmount: Number(p.bondAmount ?? 0),
      isValueEditable: !!p.isValueEditable && type === 'buy',
    },
    bondAmount: plan.bondAmount,
    bondAmountFixed: type !== 'buy' || !p.isValueEditable,
    ...(plan.limits ? { bondValueLimits: plan.limits } : {}),
    ...(plan.transferring
      ? { fixedEffectiveDate: today() }
      : plan.renewing
        ? { fixedEffectiveDate: addDays(expiryDate(plan.renewing), 1) }
        : {}),
    coApplicants: coApplicants.map((c) => ({ id: c.id, name: c.name ?? '', relation: c.relation })),
  };
}
