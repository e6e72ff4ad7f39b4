import { expiryDate } from '#domain/bonds/term.ts';
import { addDays } from '#domain/format/dates.ts';
import { paise } from '#server/payments/operations/provider.server.ts';
import { signPayment } from '#server/payments/operations/signature.server.ts';
import { WEBHOOK_PATH } from '#server/payments/operations/webhook.server.ts';

import { isoDay } from '../fixtures.ts';
import {
  amountFor,
  type Answer,
  bondsOfWorld,
  pick,
  propertyById,
  requestsOfWorld,
  type Run,
  send,
  type Step,
  tenantIds,
  v1,
} from './doors.ts';

/**
 * The tenant's payment order for a buy, a renewal or a transfer, with a drawn bond value. With `flag`, for what is
 * ready to be paid (an accepted request not yet paid, of either tenant; else a live bond's renewal), otherwise for
 * a drawn tenant, type and property (mostly refused).
 */
export async function initiate(run: Run, s: Step) {
  const ready = s.flag
    ? pick(
        (await requestsOfWorld(run, 'accepted')).filter(
          (r) => (r.type === 'buy' || r.type === 'transfer') && !r.paidAt,
        ),
        s.b,
      )
    : undefined;
  const tenant = run.world.tenants.find((t) => t.id === ready?.userId) ?? run.world.tenants[s.a % 2];
  const type = ready
    ? (ready.type as 'buy' | 'transfer')
    : s.flag
      ? 'renew'
      : (['buy', 'renew', 'transfer'] as const)[s.door % 3];
  const tenure = s.door > 1 ? 2 : 1;
  const bonds = (await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id);
  const request =
    ready ??
    pick(
      (await requestsOfWorld(run, 'accepted')).filter((r) => r.userId === tenant.id && r.type === type && !r.paidAt),
      s.b,
    );
  if (type === 'buy') {
    const property = propertyById(run, request?.propertyId) ?? pick(run.world.properties, s.b)!;
    const bondAmount = amountFor(property, tenant.limit, s.value);
    await paid(
      run,
      s,
      await v1(run, 'tenant orders a bond', 'POST', '/paymentGateway/initiate', tenant, {
        propertyId: property.id,
        type,
        tenure,
        bondEffectiveDate: isoDay(1),
        ...(bondAmount === undefined ? {} : { bondAmount }),
      }),
    );
    return;
  }
  const live = bonds.filter((b) => b.status === 'Active' || b.status === 'Pending-Check-in');
  const bond =
    type === 'transfer' && request ? bonds.find((b) => b.id === request.bondId) : (pick(live, s.b) ?? pick(bonds, s.b));
  if (!bond) return;
  if (type === 'renew') {
    await paid(
      run,
      s,
      await v1(run, 'tenant orders a renewal', 'POST', '/paymentGateway/initiate', tenant, {
        propertyId: bond.propertyId,
        type,
        bondId: bond.id,
        tenure: 1,
        bondEffectiveDate: addDays(expiryDate(bond), 1),
      }),
    );
    return;
  }
  const property = propertyById(run, request?.propertyId) ?? pick(run.world.properties, s.b)!;
  const bondAmount = amountFor(property, tenant.limit, s.value);
  await paid(
    run,
    s,
    await v1(run, 'tenant orders a transfer', 'POST', '/paymentGateway/initiate', tenant, {
      propertyId: property.id,
      type,
      bondId: bond.id,
      tenure,
      bondEffectiveDate: isoDay(0),
      ...(bondAmount === undefined ? {} : { bondAmount }),
    }),
  );
}

/** A chained step pays the order it made at once. */
async function paid(run: Run, s: Step, res: Answer) {
  if (!s.chain || res.statusCode !== 201) return;
  const order = await run.api.db
    .selectFrom('payment_order')
    .selectAll()
    .where('eqaroOrderId', '=', res.json().eqaroOrderId)
    .executeTakeFirstOrThrow();
  await completeOrder(run, order, s);
}

/**
 * An order of the run completes through a door: the browser's return (POST /payment/complete, signed as the checkout
 * signs), the provider's payment.captured webhook (the simulator's checkout pays, its signed webhook is delivered), or
 * both, in either order. Mostly open orders; sometimes one already completed or refused (a replay).
 */
export async function complete(run: Run, s: Step) {
  const orders = await run.api.db
    .selectFrom('payment_order')
    .selectAll()
    .where('userId', 'in', tenantIds(run))
    .orderBy('createdAt')
    .execute();
  const open = orders.filter((o) => o.status === 'created' || o.status === 'failed');
  const order = s.value === 9 ? pick(orders, s.b) : (pick(open, s.b) ?? pick(orders, s.b));
  if (order) await completeOrder(run, order, s);
}

type OrderRow = {
  eqaroOrderId?: string | null;
  order_id?: string | null;
  userId?: string | null;
  amount?: number | null;
  type?: string | null;
};

async function completeOrder(run: Run, order: OrderRow, s: Step) {
  const tenant = run.world.tenants.find((t) => t.id === order.userId)!;
  const amount = Number(order.amount ?? 0);
  const browser = async (paymentId?: string) => {
    const signed =
      order.order_id && paymentId
        ? { razorpay_payment_id: paymentId, razorpay_signature: signPayment(run.keySecret, order.order_id, paymentId) }
        : {};
    await v1(run, `browser completes a ${order.type} order`, 'POST', '/payment/complete', tenant, {
      eqaroOrderId: order.eqaroOrderId,
      ...signed,
    });
  };
  if (!order.order_id || amount <= 0) return browser();
  const paymentId = `pay_inv${Math.abs(s.a * 7 + s.b * 13 + s.value)}${Date.now().toString(36)}`;
  const webhook = async () => {
    const paid = await send(run, 'the simulator checkout pays', {
      method: 'POST',
      url: `/payment-simulator/checkout/${order.order_id}/pay`,
      payload: {},
    });
    const id = paid.statusCode === 200 ? paid.json().razorpay_payment_id : paymentId;
    const delivery = run.simulator.webhook('payment.captured', {
      id,
      order_id: order.order_id!,
      amount: paise(amount),
    });
    await send(run, `provider webhook for a ${order.type} order`, {
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: delivery.headers,
      payload: delivery.body,
    });
    return id;
  };
  const door = s.door % 4;
  if (door === 0) await browser(paymentId);
  else if (door === 1) await webhook();
  else if (door === 2) await browser(await webhook());
  else {
    await browser(paymentId);
    await webhook();
  }
}
