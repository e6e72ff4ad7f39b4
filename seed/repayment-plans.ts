import { dueDate, splitPaise } from '#domain/claims/instalments.ts';
import type { Instalment } from '#generated/types/repayment-plan.ts';

import type { SeededBond } from './bonds.ts';
import type { SeededClaim } from './claims.ts';
import { addDays, addMonths, isoDate, isoTime, stamps } from './clock.ts';
import { CodeBook } from './codes.ts';
import type { Move } from './payments.ts';
import { COVERAGE_NAMES } from './products.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * One tenant repaying a claim in 6 monthly instalments (decision 056), in progress: a claim for two months' rent on
 * the bond of a tenant who is not a demo login (they sign in with their e-mail and the demo password), decided,
 * authorised and paid out to the landlord, then a plan chosen and its mandate authorised two months and eight days
 * ago. Instalments 1 and 2 were charged on their due dates; the third failed on its due date and the provider's retry
 * took it two days later; the other three are due. Each charge wrote its two wallet entries (received, then taken for
 * the claim), answered for the wallets' ledger. The tenant is one whose wallet is otherwise empty.
 */
export async function seedRepaymentPlans(
  ctx: SeedContext,
  bonds: SeededBond[],
  claims: SeededClaim[],
  walletBalances: Map<string, number>,
): Promise<Move[]> {
  const rng = ctx.rng.fork('repayment-plans');
  const start = addDays(addMonths(ctx.clock.now, -2), -8);
  const claimed = new Set(claims.map((c) => c.bond.id));
  const rentFrom = (b: SeededBond) => addMonths(b.checkin ?? b.effective, 1);
  const bond = bonds.find(
    (b) =>
      (b.status === 'Released' || b.status === 'Active') &&
      !b.tenant.demo &&
      !claimed.has(b.id) &&
      addDays(addMonths(rentFrom(b), 2), 20) < start &&
      (!b.checkout || addMonths(rentFrom(b), 2) <= b.checkout) &&
      !walletBalances.get(b.tenant.id),
  );
  if (!bond) return [];
  const rentTo = addMonths(rentFrom(bond), 2);
  const raised = addDays(rentTo, 4);
  const decided = addDays(raised, 9);
  const paidOut = addDays(decided, 2);
  const amount = Math.min(bond.bondAmount, bond.monthlyRent * 2 + 1_234.56);
  const claimNumber = new CodeBook(rng.fork('codes')).next('CLM', raised);
  const [claimId] = await ctx.writer.insert('claim', [
    {
      claimNumber,
      landlordId: bond.property.landlordId,
      tenantId: bond.tenant.id,
      bondId: bond.id,
      claims: [
        {
          type: COVERAGE_NAMES.rent,
          claimAmount: amount,
          from: isoDate(rentFrom(bond)),
          to: isoDate(addDays(rentTo, -1)),
          rentAmount: bond.monthlyRent,
          details: 'Rent unpaid for the last two months, with the late fee of the agreement.',
          status: 'authorized',
          approvedAmount: amount,
          authAmount: amount,
          remark: 'Verified and authorised for payment.',
        },
      ],
      docs: [ctx.files.docs['claim-form']],
      comment: 'Rent unpaid for two months; the tenant asked to repay in instalments.',
      payments: [
        {
          utr_checkNumber: `UTR${rng.digits(12)}`,
          authAmount: amount,
          paymentDate: isoDate(paidOut),
          Bank: 'HDFC Bank',
        },
      ],
      finalComment: 'Paid to landlord; the tenant repays in 6 monthly instalments.',
      eligibleAmount: bond.bondAmount,
      ...stamps(raised, paidOut),
    } as SeedRow<'claim'>,
  ]);

  const parts = splitPaise(Math.round(amount * 100), 6);
  let paidAt = start;
  const instalments: Instalment[] = parts.map((p, i) => {
    const due = dueDate(isoDate(start), i);
    if (i > 2) return { number: i + 1, dueDate: due, amount: p / 100, status: 'due', attempts: 0 };
    paidAt = addDays(new Date(`${due}T05:30:00Z`), i === 2 ? 2 : 0);
    return {
      number: i + 1,
      dueDate: due,
      amount: p / 100,
      status: 'paid',
      attempts: i === 2 ? 2 : 1,
      paymentId: `pay_${rng.chars(14, ALPHANUM)}`,
      paidAt: isoTime(paidAt),
    };
  });
  await ctx.writer.insert('repayment-plan', [
    {
      claimId,
      tenantId: bond.tenant.id,
      amount,
      count: 6,
      status: 'active',
      provider: 'simulator',
      planId: `plan_${rng.chars(14, ALPHANUM)}`,
      subscriptionId: `sub_${rng.chars(14, ALPHANUM)}`,
      startDate: isoDate(start),
      instalments,
      missed: false,
      ...stamps(addDays(paidOut, 1), paidAt),
    },
  ]);
  // Each paid instalment: received into the wallet, then taken for the claim (the wallets' ledger writes them).
  return instalments
    .filter((i) => i.status === 'paid')
    .flatMap((i) => {
      const referenceId = `${claimNumber}/${i.number}`;
      const at = new Date(i.paidAt!);
      return [
        { userId: bond.tenant.id, amount: i.amount, reason: 'instalment' as const, referenceId, at },
        {
          userId: bond.tenant.id,
          amount: -i.amount,
          reason: 'payment' as const,
          referenceId,
          at: addDays(at, 1 / 1440),
        },
      ];
    });
}
