import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { listRecords, present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';

import { requireUser } from '../http/guards.server.ts';

const orders = () => resource('payment-order');
const payments = () => resource('payment');

/** GET /paymentGateway?tenantId: payment orders (tenants: their own; staff: anyone's), each with the payments recorded for it. */
export async function listOrders(db: Db, actor: Actor, raw: Record<string, unknown>) {
  requireUser(actor);
  const { tenantId, ...rest } = raw;
  const { query, params, page } = parseV1List(db, orders(), {
    ...rest,
    ...(tenantId !== undefined ? { userId: tenantId } : {}),
  });
  const { rows, total } = await listRecords(db, orders(), query, actor, params);
  return {
    results: await withPayments(db, actor, rows),
    page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    totalResults: total,
  };
}

/** GET /payment/order/{orderId}: one order by its number (eqaroOrderId), provider order id or record id, with its payments. */
export async function getOrder(db: Db, actor: Actor, orderId: string) {
  const user = requireUser(actor);
  const order = await db
    .selectFrom('payment_order')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('eqaroOrderId', '=', orderId),
        eb('order_id', '=', orderId),
        ...(isId(orderId) ? [eb('id', '=', orderId)] : []),
      ]),
    )
    .executeTakeFirst();
  if (!order || (!user.internal && order.userId !== user.id)) throw notFound(messages.labels.paymentOrder);
  return (await withPayments(db, actor, [present(db, orders(), actor, order)]))[0];
}

/** Orders merged with their payments on the order number, as the payments view shows them. */
async function withPayments<R extends { eqaroOrderId?: string }>(db: Db, actor: Actor, rows: R[]) {
  const numbers = rows.map((r) => r.eqaroOrderId).filter((n): n is string => Boolean(n));
  const found = numbers.length
    ? await db.selectFrom('payment').selectAll().where('orderId', 'in', numbers).orderBy('createdAt').execute()
    : [];
  return rows.map((r) => ({
    ...r,
    payments: found.filter((p) => p.orderId === r.eqaroOrderId).map((p) => present(db, payments(), actor, p)),
  }));
}
