import type { Kysely } from 'kysely';

import { claimIsOpen } from '#domain/claims/totals.ts';
import type { Database } from '#generated/db.ts';

/** How many open claims there are on a bond (see claimIsOpen). */
export async function openClaimCount(db: Kysely<Database>, bondId: string): Promise<number> {
  const claims = await db
    .selectFrom('claim')
    .select(['claims', 'payments', 'recoveries'])
    .where('bondId', '=', bondId)
    .execute();
  return claims.filter((c) => claimIsOpen(c)).length;
}
