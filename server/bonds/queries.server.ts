import { sql } from 'kysely';

import { mayRenew, renewableFrom } from '#domain/bonds/actions.ts';
import { calculateRefund, type RefundQuote } from '#domain/bonds/refund.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { daysBetween, shownDate, today } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';

import { walletBalance } from '../accounts/store.server.ts';
import { openClaimCount } from '../claims/operations/open-claims.server.ts';
import { requireUser } from '../http/guards.server.ts';
import { bondSituation } from './operations/bond-facts.server.ts';
import { visibleBond } from './store.server.ts';

/**
 * GET /bond/renew/status/{id}: whether the bond can be renewed now (domain/bonds/actions.ts mayRenew, the rule the
 * payment and staff's renewals ask), why not, and the renewal message the dashboard shows.
 */
export async function renewStatus(db: Db, actor: Actor, id: string) {
  const bond = await visibleBond(db, requireUser(actor), id);
  const expires = expiryDate(bond);
  const day = today();
  const daysToExpiry = daysBetween(day, expires);
  const situation = await bondSituation(db, bond.id);
  const verdict = mayRenew(bond, situation, day);
  const due = day >= renewableFrom(bond);
  const message = !isLiveBond(bond.status)
    ? undefined
    : situation.openClaims > 0 && due
      ? messages.bond.clearClaimsToRenew
      : verdict.ok
        ? fillMessage(messages.bond.renewReminder, { bondId: bond.bondId ?? '', date: shownDate(expires) })
        : undefined;
  return {
    id: bond.id,
    bondId: bond.bondId,
    status: bond.status,
    tenure: bond.tenure,
    expiryDate: expires,
    daysToExpiry,
    renewableFrom: renewableFrom(bond),
    openClaims: situation.openClaims,
    cancellationPending: situation.cancellationPending,
    renewable: verdict.ok,
    ...(verdict.ok ? {} : { reason: verdict.message }),
    ...(message ? { message } : {}),
  };
}

/** GET /refund/calculate/amt/{bondId}: what cancelling the bond now would refund (see calculateRefund). */
export async function refundQuote(
  db: Db,
  actor: Actor,
  id: string,
): Promise<RefundQuote & { id: string; status: string | undefined }> {
  const bond = await visibleBond(db, requireUser(actor), id);
  return { id: bond.id, status: bond.status, ...calculateRefund(bond) };
}

/**
 * POST /bond/bondata {tenantId | userId}: the bond summary of a tenant, as far as the caller may see it
 * (the tenant themself and staff: everything; a landlord: the bonds on their properties):
 * `bonds` (each with its property name and expiry date), `currentBond` (the newest Active or
 * Pending-Check-in one, or null), `counts` by status, `totalBondAmount` of live bonds, `totalFeePaid`,
 * `openClaims`, `pendingRequests` by type, and `walletBalance` (tenant and staff only).
 */
export async function bondData(db: Db, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  const input: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {};
  const tenantId = (input.tenantId ?? input.userId ?? (user.internal ? undefined : user.id)) as string | undefined;
  if (!isId(tenantId))
    throw invalid({ tenantId: fillMessage(messages.request.required, { label: messages.labels.tenant }) });
  const self = tenantId === user.id;
  let q = db
    .selectFrom('bond')
    .leftJoin('property', 'property.id', 'bond.propertyId')
    .selectAll('bond')
    .select('property.name as propertyName')
    .where('bond.tenantId', '=', tenantId);
  if (!self && !user.internal)
    q = q.where((eb) => eb.or([eb('bond.landlordId', '=', user.id), eb('property.landlordId', '=', user.id)]));
  const found = await q.orderBy('bond.createdAt', 'desc').execute();
  if (!self && !user.internal && !found.length) throw notFound(messages.labels.tenant);
  if (
    user.internal &&
    !found.length &&
    !(await db.selectFrom('user').select('id').where('id', '=', tenantId).executeTakeFirst())
  )
    throw notFound(messages.labels.tenant);
  const list = found.map((b) => ({ ...withoutNulls(b), expiryDate: expiryDate(b) }));
  const ids = found.map((b) => b.id);
  const current = found.findIndex((b) => isLiveBond(b.status));
  const counts: Record<string, number> = { Active: 0, 'Pending-Check-in': 0, Released: 0, Cancelled: 0 };
  for (const b of found) if (b.status) counts[b.status] = (counts[b.status] ?? 0) + 1;
  const [paid, requests, open] = await Promise.all([
    ids.length
      ? db
          .selectFrom('payment')
          .select(sql<number>`coalesce(sum("finalFee"), 0)`.as('total'))
          .where('bondId', 'in', ids)
          .executeTakeFirst()
      : undefined,
    ids.length || self || user.internal
      ? db
          .selectFrom('bond_request')
          .select(['type', sql<number>`count(*)`.as('n')])
          .where('userId', '=', tenantId)
          .where('status', '=', 'pending')
          .$if(!self && !user.internal, (w) => w.where('landlordId', '=', user.id))
          .groupBy('type')
          .execute()
      : [],
    Promise.all(ids.map((id) => openClaimCount(db, id))),
  ]);
  return {
    tenantId,
    bonds: list,
    currentBond: current < 0 ? null : list[current],
    counts,
    totalBondAmount: round2(found.filter((b) => isLiveBond(b.status)).reduce((s, b) => s + (b.bondAmount ?? 0), 0)),
    totalFeePaid: round2(Number(paid?.total ?? 0)),
    openClaims: open.reduce((s, n) => s + n, 0),
    pendingRequests: Object.fromEntries(requests.map((r) => [r.type, Number(r.n)])),
    ...(self || user.internal ? { walletBalance: await walletBalance(db, tenantId) } : {}),
  };
}

function withoutNulls(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));
}
