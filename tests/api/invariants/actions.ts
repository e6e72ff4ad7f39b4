import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expiryDate } from '#domain/bonds/term.ts';
import { addDays } from '#domain/format/dates.ts';
import { paise } from '../../../server/payments/provider.server.ts';
import { signPayment } from '../../../server/payments/signature.server.ts';
import type { SimulatorProvider } from '../../../server/payments/simulator-provider.server.ts';
import { WEBHOOK_PATH } from '../../../server/payments/webhook-route.server.ts';
import type { TestApi } from '../harness';
import { claimLine, isoDay, type TestUser } from '../catalogue/fixtures';
import { minimumOf, type Property, type World } from './world';

/**
 * The actions a generated run takes, each through one of its doors: the tenant's requests and payments (completed by
 * the browser's return, the provider's webhook, or both in either order), the landlord's and staff's answers, claims
 * and releases, staff's manual renewal, claim decisions and wallet top-ups, and check-in. A step names its action and
 * small numbers (`a`, `b`, `door`, `value`, `flag`) that choose, at run time, among what exists then: so a shrunk
 * sequence still means something.
 */
export const ACTIONS = [
  'requestBuy', 'requestBuy', 'requestTransfer', 'requestTransfer', 'requestCancel',
  'answer', 'answer', 'answer', 'answer',
  'initiate', 'initiate', 'initiate', 'initiate',
  'complete', 'complete', 'complete', 'complete',
  'raiseClaim', 'raiseClaim', 'decideClaim', 'decideClaim', 'release', 'manualRenew', 'manualRenew', 'topUp', 'checkIn',
] as const;
export type ActionName = (typeof ACTIONS)[number];

export interface Step {
  action: ActionName;
  a: number;
  b: number;
  door: number;
  value: number;
  flag: boolean;
  /** An order made in this step is also paid in it (through the door `door` names). */
  chain: boolean;
}

export const stepArb: fc.Arbitrary<Step> = fc.record({
  action: fc.constantFrom(...ACTIONS),
  a: fc.nat(5),
  b: fc.nat(5),
  door: fc.nat(3),
  value: fc.nat(9),
  flag: fc.boolean(),
  chain: fc.boolean(),
});

/** What a run keeps beside the database: the world, what was said, what staff valued by hand, and counts of outcomes. */
export interface Run {
  api: TestApi;
  world: World;
  simulator: SimulatorProvider;
  keySecret: string;
  /** Every request of the run and its answer, for the failure report. */
  log: string[];
  /** Bonds whose value staff set by a manual renewal (eligibility does not cap a renewal: domain/bonds, manualRenew). */
  staffValued: Set<string>;
  /** `action door → status` counts over the whole file, printed at the end. */
  tally: Map<string, number>;
}

export class InvariantBroken extends Error {}

type Answer = LightMyRequestResponse;

/** One request through the HTTP stack; never a 5xx, and every refusal (4xx) says why in `message`. */
export async function send(run: Run, label: string, options: InjectOptions & { token?: string }): Promise<Answer> {
  const res = await run.api.request(options);
  let body: any;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  run.log.push(`${label}: ${options.method} ${options.url} ${options.payload ? JSON.stringify(options.payload) : ''} → ${res.statusCode}${body?.message ? ` "${body.message}"` : ''}`);
  const key = `${label} → ${Math.floor(res.statusCode / 100)}xx`;
  run.tally.set(key, (run.tally.get(key) ?? 0) + 1);
  if (res.statusCode >= 500) throw new InvariantBroken(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400 && !(typeof body?.message === 'string' && body.message.trim())) {
    throw new InvariantBroken(`${label} refused (${res.statusCode}) without a message: ${res.body.slice(0, 300)}`);
  }
  return res;
}

const v1 = (run: Run, label: string, method: InjectOptions['method'], path: string, who: TestUser, payload?: object) =>
  send(run, label, { method, url: `/api/v1${path}`, token: who.token, ...(payload ? { payload } : {}) });
const admin = (run: Run, label: string, method: InjectOptions['method'], path: string, who: TestUser, payload?: object) =>
  send(run, label, { method, url: `/api/admin/${path}`, token: who.token, ...(payload ? { payload } : {}) });

const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);

/** A value for a bond: missing, ₹0, tiny, around the property's minimum, inside, around the tenant's limit, huge. */
function amountFor(property: Property, limit: number, n: number): number | undefined {
  const min = minimumOf(property);
  const max = Math.max(min, limit);
  return [undefined, 0, 0.5, min - 1, min, Math.round((min + max) / 2), limit, limit + 1, max, 9_000_000][n % 10];
}

const tenantIds = (run: Run) => run.world.tenants.map((t) => t.id);
const propertyById = (run: Run, id: string | undefined | null) => run.world.properties.find((p) => p.id === id);
const userById = (run: Run, id: string | undefined | null) => [...run.world.tenants, ...run.world.landlords].find((u) => u.id === id);

async function bondsOfWorld(run: Run) {
  return run.api.db.selectFrom('bond').selectAll().where('tenantId', 'in', tenantIds(run)).orderBy('createdAt').execute();
}
async function requestsOfWorld(run: Run, status: 'pending' | 'accepted') {
  return run.api.db.selectFrom('bond_request').selectAll().where('userId', 'in', tenantIds(run)).where('status', '=', status).orderBy('createdAt').execute();
}

async function requestBuy(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const property = pick(run.world.properties, s.b)!;
  await v1(run, 'tenant requests a bond', 'POST', '/bondrequest', tenant, { propertyId: property.id, type: 'buy' });
}

async function requestTransfer(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const own = (await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id);
  const bond = pick(own.filter((b) => b.status === 'Active' || b.status === 'Pending-Check-in'), s.value) ?? pick(own, s.value);
  if (!bond) return;
  const property = pick(run.world.properties, s.b)!;
  await v1(run, 'tenant requests a transfer', 'POST', '/bondrequest', tenant, { propertyId: property.id, type: 'transfer', bondId: bond.id });
}

async function requestCancel(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const bond = pick((await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id), s.b);
  if (!bond) return;
  await v1(run, 'tenant asks to cancel', 'POST', '/bondrequest/cancel', tenant, { bondId: bond.id, propertyId: bond.propertyId, refundType: 'wallet', reason: 'Moving to another city for work' });
}

/** The landlord (/api/v1), staff through the console (/api/admin) or staff through /api/v1 accept or reject a pending request. */
async function answer(run: Run, s: Step) {
  const request = pick(await requestsOfWorld(run, 'pending'), s.a);
  if (!request) return;
  const property = propertyById(run, request.propertyId);
  const tenant = run.world.tenants.find((t) => t.id === request.userId)!;
  const accept = s.flag || s.value % 4 !== 0;
  const value = property ? amountFor(property, tenant.limit, s.value) : undefined;
  const body = accept
    ? { status: 'accepted', ...(request.type === 'transfer' && value !== undefined ? { expectedBondValue: value } : {}) }
    : { status: 'rejected', reasonOfReject: 'The room is no longer available' };
  const landlord = userById(run, request.landlordId) ?? run.world.landlords[0];
  const door = s.door % 3;
  if (door === 0) await v1(run, `landlord ${body.status} a ${request.type} request`, 'PATCH', `/bondrequest/${request.id}`, landlord, body);
  else if (door === 1) await admin(run, `staff ${body.status} a ${request.type} request (console)`, 'PUT', `bond-request/${request.id}`, run.world.admin, body);
  else await v1(run, `staff ${body.status} a ${request.type} request (v1)`, 'PATCH', `/bondrequest/${request.id}`, run.world.admin, body);
}

/**
 * The tenant's payment order for a buy, a renewal or a transfer, with a drawn bond value. With `flag`, for what is
 * ready to be paid (an accepted request not yet paid, of either tenant; else a live bond's renewal), otherwise for
 * a drawn tenant, type and property (mostly refused).
 */
async function initiate(run: Run, s: Step) {
  const ready = s.flag ? pick((await requestsOfWorld(run, 'accepted')).filter((r) => (r.type === 'buy' || r.type === 'transfer') && !r.paidAt), s.b) : undefined;
  const tenant = run.world.tenants.find((t) => t.id === ready?.userId) ?? run.world.tenants[s.a % 2];
  const type = ready ? (ready.type as 'buy' | 'transfer') : s.flag ? 'renew' : (['buy', 'renew', 'transfer'] as const)[s.door % 3];
  const tenure = s.door > 1 ? 2 : 1;
  const bonds = (await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id);
  const request = ready ?? pick((await requestsOfWorld(run, 'accepted')).filter((r) => r.userId === tenant.id && r.type === type && !r.paidAt), s.b);
  if (type === 'buy') {
    const property = propertyById(run, request?.propertyId) ?? pick(run.world.properties, s.b)!;
    const bondAmount = amountFor(property, tenant.limit, s.value);
    await paid(run, s, await v1(run, 'tenant orders a bond', 'POST', '/paymentGateway/initiate', tenant, { propertyId: property.id, type, tenure, bondEffectiveDate: isoDay(1), ...(bondAmount === undefined ? {} : { bondAmount }) }));
    return;
  }
  const live = bonds.filter((b) => b.status === 'Active' || b.status === 'Pending-Check-in');
  const bond = type === 'transfer' && request ? bonds.find((b) => b.id === request.bondId) : pick(live, s.b) ?? pick(bonds, s.b);
  if (!bond) return;
  if (type === 'renew') {
    await paid(run, s, await v1(run, 'tenant orders a renewal', 'POST', '/paymentGateway/initiate', tenant, { propertyId: bond.propertyId, type, bondId: bond.id, tenure: 1, bondEffectiveDate: addDays(expiryDate(bond), 1) }));
    return;
  }
  const property = propertyById(run, request?.propertyId) ?? pick(run.world.properties, s.b)!;
  const bondAmount = amountFor(property, tenant.limit, s.value);
  await paid(run, s, await v1(run, 'tenant orders a transfer', 'POST', '/paymentGateway/initiate', tenant, { propertyId: property.id, type, bondId: bond.id, tenure, bondEffectiveDate: isoDay(0), ...(bondAmount === undefined ? {} : { bondAmount }) }));
}

/** A chained step pays the order it made at once. */
async function paid(run: Run, s: Step, res: Answer) {
  if (!s.chain || res.statusCode !== 201) return;
  const order = await run.api.db.selectFrom('payment_order').selectAll().where('eqaroOrderId', '=', res.json().eqaroOrderId).executeTakeFirstOrThrow();
  await completeOrder(run, order, s);
}

/**
 * An order of the run completes through a door: the browser's return (POST /payment/complete, signed as the checkout
 * signs), the provider's payment.captured webhook (the simulator's checkout pays, its signed webhook is delivered), or
 * both, in either order. Mostly open orders; sometimes one already completed or refused (a replay).
 */
async function complete(run: Run, s: Step) {
  const orders = await run.api.db.selectFrom('payment_order').selectAll().where('userId', 'in', tenantIds(run)).orderBy('createdAt').execute();
  const open = orders.filter((o) => o.status === 'created' || o.status === 'failed');
  const order = s.value === 9 ? pick(orders, s.b) : pick(open, s.b) ?? pick(orders, s.b);
  if (order) await completeOrder(run, order, s);
}

type OrderRow = { eqaroOrderId?: string | null; order_id?: string | null; userId?: string | null; amount?: number | null; type?: string | null };

async function completeOrder(run: Run, order: OrderRow, s: Step) {
  const tenant = run.world.tenants.find((t) => t.id === order.userId)!;
  const amount = Number(order.amount ?? 0);
  const browser = async (paymentId?: string) => {
    const signed = order.order_id && paymentId ? { razorpay_payment_id: paymentId, razorpay_signature: signPayment(run.keySecret, order.order_id, paymentId) } : {};
    await v1(run, `browser completes a ${order.type} order`, 'POST', '/payment/complete', tenant, { eqaroOrderId: order.eqaroOrderId, ...signed });
  };
  if (!order.order_id || amount <= 0) return browser();
  const paymentId = `pay_inv${Math.abs(s.a * 7 + s.b * 13 + s.value)}${Date.now().toString(36)}`;
  const webhook = async () => {
    const paid = await send(run, 'the simulator checkout pays', { method: 'POST', url: `/payment-simulator/checkout/${order.order_id}/pay`, payload: {} });
    const id = paid.statusCode === 200 ? paid.json().razorpay_payment_id : paymentId;
    const delivery = run.simulator.webhook('payment.captured', { id, order_id: order.order_id!, amount: paise(amount) });
    await send(run, `provider webhook for a ${order.type} order`, { method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
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

/** The landlord (/api/v1), or staff through the console or /api/v1, raise a claim of the bond's product's type (with `flag`, on an Active bond). */
async function raiseClaim(run: Run, s: Step) {
  const bonds = await bondsOfWorld(run);
  const bond = (s.flag ? pick(bonds.filter((b) => b.status === 'Active'), s.a) : undefined) ?? pick(bonds, s.a);
  if (!bond) return;
  const type = propertyById(run, bond.propertyId)?.product.claimType ?? 'Unpaid Rent';
  const from = bond.bondEffectiveDate > isoDay(-20) ? bond.bondEffectiveDate : isoDay(-20);
  const body = { landlordId: bond.landlordId, tenantId: bond.tenantId, bondId: bond.id, claims: [claimLine({ type, from, to: from > isoDay(-1) ? from : isoDay(-1), claimAmount: 5_000 + s.value * 1_000 })] };
  const door = s.door % 3;
  const landlord = userById(run, bond.landlordId) ?? run.world.landlords[0];
  if (door === 0) await v1(run, 'landlord raises a claim', 'POST', '/claims', landlord, body);
  else if (door === 1) await admin(run, 'staff raise a claim (console)', 'POST', 'claim', run.world.admin, body);
  else await v1(run, 'staff raise a claim (v1)', 'POST', '/claims', run.world.admin, body);
}

/**
 * Staff decide a claim's lines, through /api/v1 or the console (which sends the whole record back): rejected (closed),
 * approved and recovered in full (closed), approved with nothing recovered yet (open), or on hold (open).
 */
async function decideClaim(run: Run, s: Step) {
  const bonds = (await bondsOfWorld(run)).map((b) => b.id);
  if (!bonds.length) return;
  const claim = pick(await run.api.db.selectFrom('claim').selectAll().where('bondId', 'in', bonds).orderBy('createdAt').execute(), s.a);
  if (!claim) return;
  const lines = (claim.claims as { claimAmount?: number }[]) ?? [];
  const outcome = s.value % 4;
  const decided = lines.map((l) => outcome === 0 ? { ...l, status: 'rejected' } : outcome === 3 ? { ...l, status: 'onhold' } : { ...l, status: 'approved', approvedAmount: 2_000 });
  const recoveries = outcome === 1 ? [{ utr_checkNumber: `UTR-${claim.id.slice(0, 8)}`, receiptAmount: 2_000 * lines.length, receiptDate: isoDay(0) }] : undefined;
  const changes = { claims: decided, ...(recoveries ? { recoveries } : {}) };
  if (s.door % 2 === 0) {
    await v1(run, 'staff decide a claim (v1)', 'PATCH', `/claims/${claim.id}`, run.world.admin, changes);
    return;
  }
  const record = await admin(run, 'staff open a claim (console)', 'GET', `claim/${claim.id}`, run.world.admin);
  if (record.statusCode === 200) await admin(run, 'staff decide a claim (console)', 'PUT', `claim/${claim.id}`, run.world.admin, { ...record.json(), ...changes });
}

async function release(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const who = s.door % 2 === 0 ? userById(run, bond.landlordId) ?? run.world.landlords[0] : run.world.admin;
  await v1(run, s.door % 2 === 0 ? 'landlord releases a bond' : 'staff release a bond', 'POST', '/bond/release', who, { bondId: bond.id });
}

/** Staff renew a bond by hand (the bulk Bond Renew page's entry) at a drawn value. */
async function manualRenew(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const property = propertyById(run, bond.propertyId);
  const tenant = run.world.tenants.find((t) => t.id === bond.tenantId)!;
  const bondAmount = property ? amountFor(property, tenant.limit, s.value) ?? bond.bondAmount : bond.bondAmount;
  const res = await v1(run, 'staff renew a bond by hand', 'POST', '/bond/manual/renew', run.world.admin, { bondId: bond.bondId, bondFee: 2_000, bondAmount });
  if (res.statusCode === 200) run.staffValued.add(bond.id);
}

/** Finance or an admin top up a wallet by a drawn amount (some refused: ₹0, negative, too much). */
async function topUp(run: Run, s: Step) {
  const user = pick(run.world.users, s.a)!;
  const amount = [1, 250.75, 1_000, 0, -5, 10_000_001, 0.001, 5_000, 99.99, 12_345][s.value % 10];
  const who = s.flag ? run.world.finance : run.world.admin;
  await v1(run, s.flag ? 'finance top up a wallet' : 'an admin tops up a wallet', 'POST', '/wallet/add', who, { amount, userId: user.id });
}

/** The landlord, staff or the tenant set the check-in date to today (a bond awaiting check-in becomes Active). */
async function checkIn(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const door = s.door % 3;
  const who = door === 0 ? userById(run, bond.landlordId) ?? run.world.landlords[0] : door === 1 ? run.world.admin : userById(run, bond.tenantId)!;
  await v1(run, ['landlord', 'staff', 'tenant'][door] + ' sets the check-in', 'PATCH', `/bond/${bond.id}`, who, { checkinDate: isoDay(0), checkoutDate: isoDay(300) });
}

const RUNNERS: Record<ActionName, (run: Run, s: Step) => Promise<unknown>> = {
  requestBuy, requestTransfer, requestCancel, answer, initiate, complete, raiseClaim, decideClaim, release, manualRenew, topUp, checkIn,
};

export const perform = (run: Run, step: Step) => RUNNERS[step.action](run, step);
