import { CONSENTS } from '#server/accounts/operations/consent-texts.ts';

import type { SeededBond } from './bonds.ts';
import { isoTime } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

/** Consents users accepted: terms at registration, credit checks, bond purchases, landlord terms. */
export async function seedConsents(ctx: SeedContext, users: SeededUsers, bonds: SeededBond[]): Promise<void> {
  const rows: SeedRow<'consent'>[] = [];
  const add = (userId: string, name: string, text: string, at: Date) =>
    rows.push({ userId, name, text, accepted: true, createdAt: isoTime(at) });
  for (const u of users.all.filter((x) => x.name)) {
    add(u.id, CONSENTS.terms.name, CONSENTS.terms.text, u.created);
    if (u.userType === 'tenant' && u.eligibility && u.eligibility !== 'none')
      add(u.id, CONSENTS.creditCheck.name, CONSENTS.creditCheck.text, u.created);
    if (u.userType === 'landlord' || u.userType === 'partner')
      add(u.id, CONSENTS.landlord.name, CONSENTS.landlord.text, u.created);
  }
  for (const b of bonds)
    add(
      b.tenant.id,
      `${CONSENTS.bondPurchase.name} (${b.bondId})`,
      CONSENTS.bondPurchase.text,
      new Date(b.created.getTime() - 5 * 60_000),
    );
  await ctx.writer.insert('consent', rows);
}
