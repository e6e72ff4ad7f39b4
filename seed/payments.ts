import { round2 } from '#domain/format/money.ts';
import type { Random } from '#engine/runtime/seeded-random.ts';

import type { SeededRequest } from './bond-requests.ts';
import type { SeededBond } from './bonds.ts';
import { addDays, addMonths, isoDate, isoTime, stamps } from './clock.ts';
import { CodeBook } from './codes.ts';
import type { SeededLead } from './leads.ts';
import { feeAt, yearlyFee } from './product-fees.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

type Order = SeedRow<'payment-order'>;
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_AMOUNT = 3_000;

/**
 * Payment orders (buy, renew, transfer and booking tokens; paid, failed, cancelled and open), the
 * payment records of the completed bond orders, and one wallet per tenant with its ledger (refunds and credits).
 */
export async function seedPayments(
  ctx: SeedContext,
  users: SeededUsers,
  bonds: SeededBond[],
  leads: SeededLead[],
  requests: SeededRequest[],
  moreWalletMoves?: MoreWalletMoves,
): Promise<void> {
  const rng = ctx.rng.fork('payments');
  const orders: Order[] = [];
  const payments: SeedRow<'payment'>[] = [];
  const codes = new CodeBook(rng.fork('codes'));
  const order = (created: Date, fields: Order): Order => {
    const row: Order = {
      ...fields,
      eqaroOrderId: codes.next('NVO', created),
      order_id: `order_${rng.chars(14, ALPHANUM)}`,
      currency: 'INR',
      ...stamps(created),
    };
    if (row.status === 'paid') row.paymentId = `pay_${rng.chars(14, ALPHANUM)}`;
    orders.push(row);
    return row;
  };
  const pay = (
    orderId: string,
    b: SeededBond,
    mode: SeedRow<'payment'>['mode'],
    finalFee: number,
    bondFee: number,
    at: string,
  ) => payments.push({ tenantId: b.tenant.id, orderId, bondId: b.id, finalFee, bondFee, mode, createdAt: at });
  const bondOrder = (
    b: SeededBond,
    created: Date,
    status: Order['status'],
    type: 'buy' | 'transfer' | 'renew',
    effective: Date,
    amount: number,
    tenure: number,
  ) =>
    order(created, {
      type,
      status,
      amount,
      productId: b.product.id,
      // The fee the price rule charged then (the rates in force that day), which a renewal quote compares with.
      fee: feeAt(b.product, b.bondAmount, tenure, b.tenant.gender === 'female', created),
      propertyId: b.property.id,
      tenure,
      bondEffectiveDate: isoDate(effective),
      bondAmount: b.bondAmount,
      userId: b.tenant.id,
      ...(status === 'paid'
        ? { bondId: b.id, expiryDate: isoDate(addDays(addMonths(effective, 12 * tenure), -1)) }
        : type === 'buy'
          ? {}
          : { bondId: b.id }),
      ...(b.coApplicants.length ? { coApplicants: b.coApplicants } : {}),
    });

  for (const b of bonds) {
    const paidAt = addDays(b.created, -rng.int(0, 1) / 24);
    if (rng.chance(0.15))
      bondOrder(
        b,
        new Date(paidAt.getTime() - rng.int(5, 50) * 60_000),
        'failed',
        'buy',
        b.effective,
        b.finalFee,
        b.tenure,
      );
    const type = b.transferredFrom ? 'transfer' : 'buy';
    const tenure = b.tenure - (b.renewal ? 1 : 0);
    const row = bondOrder(b, paidAt, 'paid', type, b.effective, b.finalFee, tenure);
    pay(
      row.eqaroOrderId!,
      b,
      type === 'transfer' ? 'internal' : 'paymentgateway',
      b.finalFee,
      b.purchaseFee,
      row.createdAt!,
    );
  }
  const abandoned = bonds.find((b) => b.status === 'Pending-Check-in' && b.tenant.demo !== 'tenant');
  if (abandoned)
    bondOrder(
      abandoned,
      addDays(abandoned.created, -2),
      'cancelled',
      'buy',
      abandoned.effective,
      abandoned.finalFee,
      abandoned.tenure,
    );

  // Renewals: bulk renew by staff records a manual payment (as POST /bond/manual/renew does), an online
  // renewal goes through a payment order; one more online attempt failed.
  for (const b of bonds.filter((x) => x.renewal)) {
    const { at, fee, mode } = b.renewal!;
    const start = addMonths(b.effective, 12 * (b.tenure - 1));
    if (mode === 'manual') pay(`RENEW-${b.bondId}-${b.tenure}`, b, 'manual', fee, fee, at.toISOString());
    else
      pay(
        bondOrder(b, at, 'paid', 'renew', start, fee, 1).eqaroOrderId!,
        b,
        'paymentgateway',
        fee,
        fee,
        at.toISOString(),
      );
  }
  const retry = bonds.find((b) => b.status === 'Active' && !b.renewal && b.tenant.demo !== 'tenant');
  if (retry)
    bondOrder(
      retry,
      ctx.clock.ago(rng, 1, 10),
      'failed',
      'renew',
      addDays(retry.checkout!, 1),
      yearlyFee(retry.product, retry.bondAmount),
      1,
    );

  // Refundable booking tokens from the college landing page.
  for (const lead of leads.filter((l) => l.source === 'college-booking' && l.property)) {
    order(ctx.clock.after(rng, lead.created, 0.05), {
      type: 'token',
      status: rng.chance(0.7) ? 'paid' : 'created',
      amount: TOKEN_AMOUNT,
      leadId: lead.id,
      propertyId: lead.property!.id,
    });
  }

  await ctx.writer.insert('payment-order', orders);
  await ctx.writer.insert('payment', payments);
  await seedWallets(ctx, rng, users, bonds, requests, moreWalletMoves);
}

export type Move = Omit<SeedRow<'wallet-entry'>, 'balance'> & { at: Date };
/** Moves another area adds to the wallets (the claim instalments), given each tenant's balance from the others. */
export type MoreWalletMoves = (balances: Map<string, number>) => Promise<Move[]>;

/**
 * One wallet per tenant, and its ledger (decision 040): the full refunds of cancelled bonds refunded to the wallet
 * (referencing the cancellation request), plus a few credits topped up by finance. Each wallet's balance is the
 * sum of its entries, and each entry carries the balance after it. `more` adds another area's moves.
 */
async function seedWallets(
  ctx: SeedContext,
  rng: Random,
  users: SeededUsers,
  bonds: SeededBond[],
  requests: SeededRequest[],
  more?: MoreWalletMoves,
): Promise<void> {
  const moves = walletMoves(rng, users, bonds, requests);
  if (more) {
    const balances = new Map([...moves].map(([id, own]) => [id, round2(own.reduce((sum, m) => sum + m.amount, 0))]));
    for (const m of await more(balances)) moves.set(m.userId, [...(moves.get(m.userId) ?? []), m]);
  }
  const wallets = users.tenants
    .filter((t) => t.name)
    .map((t) => {
      const own = (moves.get(t.id) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
      const last = ctx.clock.after(rng, t.created, 200);
      const updated = own.length && own[own.length - 1].at > last ? own[own.length - 1].at : last;
      return {
        tenant: t,
        own,
        row: {
          userId: t.id,
          totalAmount: round2(own.reduce((sum, m) => sum + m.amount, 0)),
          ...stamps(t.created, updated),
        },
      };
    });
  await ctx.writer.insert(
    'wallet',
    wallets.map((w) => w.row),
  );
  const entries: SeedRow<'wallet-entry'>[] = [];
  for (const { own } of wallets) {
    let balance = 0;
    for (const { at, ...m } of own)
      entries.push({ ...m, balance: (balance = round2(balance + m.amount)), createdAt: isoTime(at) });
  }
  await ctx.writer.insert('wallet-entry', entries);
}

/** Each tenant's wallet moves: full refunds of cancelled bonds to the wallet, and a few top-ups by finance. */
function walletMoves(
  rng: Random,
  users: SeededUsers,
  bonds: SeededBond[],
  requests: SeededRequest[],
): Map<string, Move[]> {
  const moves = new Map<string, Move[]>();
  const add = (userId: string, move: Omit<Move, 'userId'>) =>
    moves.set(userId, [...(moves.get(userId) ?? []), { userId, ...move }]);
  const cancellation = (b: SeededBond) =>
    requests.find((r) => r.type === 'cancel' && r.status === 'accepted' && r.bond === b);
  for (const b of bonds.filter((x) => x.status === 'Cancelled')) {
    add(b.tenant.id, {
      amount: b.finalFee,
      reason: 'refund',
      referenceId: cancellation(b)?.id ?? b.bondId,
      at: b.cancelled ?? b.created,
    });
  }
  const topUp = (t: SeededUsers['tenants'][number], amount: number) =>
    add(t.id, { amount, reason: 'topup', referenceId: users.demo.finance.id, at: addDays(t.created, 1) });
  for (const t of users.tenants) {
    if (t.demo === 'tenant') topUp(t, 1_500);
    else if (rng.chance(0.12)) topUp(t, rng.pick([500, 1_000, 2_000]));
  }
  return moves;
}
