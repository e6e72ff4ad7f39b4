import { stamps } from './clock.ts';
import type { SeededProfiles } from './profiles.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

const INELIGIBLE_REASONS = [
  'Credit score is below the minimum of 650',
  'Monthly income is less than 2.5 times the expected rent',
  'PAN could not be verified with the Income Tax Department',
  'Employment could not be verified with the work e-mail',
  'Active loan defaults reported by the credit bureau',
  'Insufficient credit history (thin file)',
];

const REVIEW_COMMENTS = [
  'Salary slips uploaded; waiting for work e-mail verification.',
  'Offer letter received, joining date to be confirmed.',
  'Co-applicant documents under review.',
  'Bank statement requested for the last 3 months.',
];

const APPROVAL_COMMENTS = [
  'Approved on the basis of co-applicant income.',
  'Stable salaried income, clean credit history.',
  'Approved after offer letter verification.',
  'Bond amount raised after updated salary slips.',
];

/** One eligibility record per registered tenant, in every status; some manually approved by staff. */
export async function seedEligibility(ctx: SeedContext, users: SeededUsers, profiles: SeededProfiles): Promise<void> {
  const rng = ctx.rng.fork('eligibility');
  const approvers = users.employees.filter((e) => e.name && (e.role === 'underwriter' || e.role === 'admin'));
  const rows: SeedRow<'eligibility'>[] = users.tenants.map((t) => {
    const status = t.eligibility ?? 'none';
    const f = profiles.finances.get(t.id)!;
    const checked = ctx.clock.after(rng, t.created, 2);
    const decided = ctx.clock.after(rng, checked, 6);
    const row: SeedRow<'eligibility'> = {
      userId: t.id,
      status,
      ...stamps(checked, status === 'none' ? checked : decided),
    };
    if (f.maxEligibilityAmount) row.maxEligibilityAmount = f.maxEligibilityAmount;
    if (status === 'eligible' && (t.demo === 'newtenant' || rng.chance(0.4))) {
      const approver = rng.pick(approvers);
      Object.assign(row, {
        manualCheckingUserId: approver.id,
        manualCheckingUser: approver.name,
        comments: rng.pick(APPROVAL_COMMENTS),
      });
    }
    if (status === 'ineligible') {
      row.reasonOfIneligibility = rng.sample(INELIGIBLE_REASONS, rng.int(1, 3));
      row.comments = 'Tenant may re-apply with a co-applicant or updated income proof.';
    }
    if (status === 'requested') row.comments = rng.pick(REVIEW_COMMENTS);
    if (status === 'basiceligible') row.comments = 'Basic check passed; full check pending document verification.';
    return row;
  });
  await ctx.writer.insert('eligibility', rows);
}
