import { type Random, roundTo } from '#engine/runtime/seeded-random.ts';
import type { ClaimLine } from '#generated/types/claim.ts';

import type { SeededBond } from './bonds.ts';
import { type ClaimStage, RAISED_DAYS_AGO, STAGE_ORDER, stageRows } from './claim-stages.ts';
import { addDays, addMonths, isoDate, stamps } from './clock.ts';
import { CodeBook } from './codes.ts';
import { COVERAGE_NAMES } from './products.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

/** One claim line, as schemas/claim.schema.json describes it. */
type Line = ClaimLine;

const BANKS = ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank'];
const DAMAGES = [
  {
    itemName: 'Bedroom wall',
    chargeCategory: 'painting',
    details: 'Large cracks and marks on the bedroom wall; repainting needed.',
    image: 0,
  },
  {
    itemName: 'Window pane',
    chargeCategory: 'repairs',
    details: 'Living room window pane broken at move-out.',
    image: 1,
  },
  {
    itemName: 'Wooden flooring',
    chargeCategory: 'cleaning',
    details: 'Stains on the wooden floor that deep cleaning could not remove.',
    image: 2,
  },
  {
    itemName: 'Main door',
    chargeCategory: 'repairs',
    details: 'Main door panel cracked and the lock damaged.',
    image: 3,
  },
] as const;

/**
 * Claims by landlords on Active and Released bonds, raised in the last 90 days, at every stage of the timeline (issue
 * 34, seed/claim-stages.ts): the tenant's window open, answered, unanswered, decided, and paid out and recovered.
 */
export interface SeededClaim {
  claimNumber: string;
  bond: SeededBond;
  raised: Date;
}

export async function seedClaims(ctx: SeedContext, users: SeededUsers, bonds: SeededBond[]): Promise<SeededClaim[]> {
  const rng = ctx.rng.fork('claims');
  const demoLandlord = users.demo.landlord.id;
  const candidates = bonds.filter(
    (b) =>
      b.tenant.demo !== 'tenant' &&
      b.checkin &&
      (b.status === 'Released' || (b.status === 'Active' && ctx.clock.daysSince(b.checkin) > 75)),
  );
  const chosen = [
    ...candidates.filter((b) => b.property.landlordId === demoLandlord).slice(0, 3),
    ...candidates.filter((b) => b.property.landlordId !== demoLandlord),
  ].slice(0, STAGE_ORDER.length);
  const codes = new CodeBook(rng.fork('codes'));
  const rows = chosen.map((b, i) => claimRow(ctx, rng, codes, b, STAGE_ORDER[i], i));
  await ctx.writer.insert('claim', rows);
  return rows.map((row, i) => ({ claimNumber: row.claimNumber!, bond: chosen[i], raised: new Date(row.createdAt!) }));
}

function claimRow(
  ctx: SeedContext,
  rng: Random,
  codes: CodeBook,
  b: SeededBond,
  stage: ClaimStage,
  index: number,
): SeedRow<'claim'> {
  const released = b.status === 'Released';
  const lines: Line[] = [];
  // Unpaid rent: the last months of a released bond, or a month or two into an active one.
  const available = Math.floor((ctx.clock.daysSince(b.effective) - 40) / 30);
  const months = released ? rng.int(1, 2) : Math.max(1, Math.min(rng.int(1, 2), available));
  const from = released ? addMonths(b.checkout!, -months) : addMonths(b.effective, 1);
  const start = from < b.effective ? b.effective : from;
  lines.push({
    type: COVERAGE_NAMES.rent,
    claimAmount: b.monthlyRent * months,
    from: isoDate(start),
    to: isoDate(addDays(addMonths(start, months), -1)),
    dueDate: isoDate(addDays(start, 5)),
    rentAmount: b.monthlyRent,
    details: `Rent unpaid for ${months} month${months > 1 ? 's' : ''}.`,
  });
  if (released) {
    lines.push({
      type: COVERAGE_NAMES.notice,
      claimAmount: b.monthlyRent,
      checkinDate: isoDate(b.checkin!),
      checkoutDate: isoDate(b.checkout!),
      rentAmount: b.monthlyRent,
      details: "Tenant left without serving the one month's notice.",
    });
    const damage = DAMAGES[index % DAMAGES.length];
    lines.push({
      type: COVERAGE_NAMES.damage,
      claimAmount: roundTo(rng.int(2_500, 15_000), 100),
      itemName: damage.itemName,
      chargeCategory: damage.chargeCategory,
      damageType: 'visible',
      images: [ctx.files.damage[damage.image]],
      invoices: [ctx.files.docs['repair-invoice']],
      details: damage.details,
    });
  }
  if (index % 2 === 0) {
    const end = released ? b.checkout! : addMonths(start, months);
    lines.push({
      type: COVERAGE_NAMES.utilities,
      claimAmount: roundTo(rng.int(800, 6_000), 10),
      utility: rng.pick(['electricity', 'water', 'internet'] as const),
      from: isoDate(addMonths(end, -2) < b.effective ? b.effective : addMonths(end, -2)),
      to: isoDate(end),
      dueDate: isoDate(addDays(end, 10)),
      details: 'Final bills unpaid at move-out.',
    });
  }
  const earliest = addDays(released ? b.checkout! : addMonths(start, months), 3);
  const [minAgo, maxAgo] = RAISED_DAYS_AGO[stage];
  const picked = ctx.clock.ago(rng, minAgo, maxAgo);
  const raised = picked < earliest ? ctx.clock.after(rng, earliest, 2) : picked;
  decide(rng, lines, stage, b.bondAmount);
  const { row: stages, decided } = stageRows(ctx, rng, raised, stage, lines);
  const claim: SeedRow<'claim'> = {
    claimNumber: codes.next('CLM', raised),
    landlordId: b.property.landlordId,
    tenantId: b.tenant.id,
    bondId: b.id,
    claims: lines,
    docs: [ctx.files.docs['claim-form']],
    comment: stage === 'open' ? 'No comment' : 'Tenant did not clear the dues after two reminders.',
    eligibleAmount: b.bondAmount,
    ...stages,
    ...stamps(raised, stage === 'open' ? raised : ctx.clock.after(rng, raised, 10)),
  };
  if (decided)
    claim.finalComment =
      stage === 'decided'
        ? 'Decided on both sides’ evidence: the agreement and bills support the approved lines.'
        : 'Verified against the agreement, the bills and the tenant’s answer.';
  if (stage === 'settled' && decided) {
    const paid = lines.reduce((sum, l) => sum + (l.authAmount ?? 0), 0);
    const paymentDate = ctx.clock.after(rng, decided, 4, 0.5);
    claim.paidOutAt = paymentDate.toISOString();
    claim.payments = [
      {
        utr_checkNumber: `UTR${rng.digits(12)}`,
        authAmount: paid,
        paymentDate: isoDate(paymentDate),
        Bank: rng.pick(BANKS),
      },
    ];
    const recovered = roundTo(paid * rng.pick([0.4, 0.6, 1]), 1);
    const receipt = ctx.clock.after(rng, paymentDate, 20, 2);
    claim.recoveries = [
      {
        utr_checkNumber: `UTR${rng.digits(12)}`,
        paidAmount: recovered,
        receiptAmount: recovered,
        receiptDate: isoDate(receipt),
        Bank: rng.pick(BANKS),
      },
    ];
    if (recovered >= paid) claim.recoveredAt = receipt.toISOString();
  }
  return claim;
}

/** Statuses and amounts of a decided claim (every line final); approved amounts never exceed what the bond can pay. */
function decide(rng: Random, lines: Line[], stage: ClaimStage, eligible: number): void {
  if (stage !== 'decided' && stage !== 'settled') return;
  let left = eligible;
  for (const line of lines) {
    const chosen = stage === 'settled' ? 'authorized' : rng.pick(['approved', 'approved', 'rejected'] as const);
    const pays = chosen === 'approved' || chosen === 'authorized';
    // Nothing left of the bond value: the line is refused rather than approved above the eligible amount.
    const exhausted = pays && left <= 0;
    const status = exhausted ? 'rejected' : chosen;
    const approved = pays && !exhausted ? Math.min(left, roundTo(line.claimAmount * rng.pick([0.8, 0.9, 1]), 1)) : 0;
    left -= approved;
    Object.assign(line, {
      status,
      approvedAmount: approved,
      remark: exhausted ? 'Bond value exhausted by the lines above.' : REMARKS[status],
    });
    if (status === 'authorized') line.authAmount = approved;
  }
}

const REMARKS = {
  approved: 'Verified against the agreement and bills.',
  authorized: 'Verified and authorised for payment.',
  onhold: 'Waiting for the final bill from the landlord.',
  rejected: 'Not covered: no proof that the dues were demanded.',
} as const;
