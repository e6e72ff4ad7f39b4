import type { SeededBond } from './bonds';
import { isoTime } from './clock';
import type { SeedContext, SeedRow } from './seed-context';
import type { SeededUsers } from './users';

const TERMS = 'I agree to the Nivaas Terms of Use and Privacy Policy, and to be contacted about my account by e-mail, SMS and WhatsApp.';
const CREDIT_CHECK = 'I authorise Nivaas and its partners to fetch my credit report and verify my identity, income and employment to decide my bond eligibility.';
const BOND_PURCHASE =
  'I understand that the bond replaces the cash security deposit and is not insurance for me: any claim the landlord makes under it for unpaid rent, notice or lock-in breach, ' +
  'damage beyond normal wear and tear or unpaid utilities will be recovered from me. The fee is non-refundable except when I cancel within 72 hours of check-in with the landlord\'s approval, ' +
  'in which case it is refunded in full to my Nivaas wallet within 5 days.';
const LANDLORD = 'I confirm that I own or am authorised to let the properties I list, and I accept the Nivaas claim process and its documentation requirements.';

/** Consents users accepted: terms at registration, credit checks, bond purchases, landlord terms. */
export async function seedConsents(ctx: SeedContext, users: SeededUsers, bonds: SeededBond[]): Promise<void> {
  const rows: SeedRow<'consent'>[] = [];
  const add = (userId: string, name: string, text: string, at: Date) => rows.push({ userId, name, text, accepted: true, createdAt: isoTime(at) });
  for (const u of users.all.filter((x) => x.name)) {
    add(u.id, 'Terms of Use', TERMS, u.created);
    if (u.userType === 'tenant' && u.eligibility && u.eligibility !== 'none') add(u.id, 'Credit Check Authorisation', CREDIT_CHECK, u.created);
    if (u.userType === 'landlord' || u.userType === 'partner') add(u.id, 'Landlord Listing Terms', LANDLORD, u.created);
  }
  for (const b of bonds) add(b.tenant.id, `Bond Purchase Consent (${b.bondId})`, BOND_PURCHASE, new Date(b.created.getTime() - 5 * 60_000));
  await ctx.writer.insert('consent', rows);
}
