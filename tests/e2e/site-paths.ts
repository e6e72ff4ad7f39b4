import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '#generated/db.ts';

/** Every page of the signed-in account area (spec 001 §2), for the tests that walk them all. */
export const ACCOUNT_PATHS = [
  '/home/dashboard',
  '/home/notifications',
  '/home/claims',
  '/home/profile',
  '/home/coapplicants',
  '/home/settings/changepassword',
  '/home/settings/bonddetails',
] as const;

/** The college with the most listed properties (the seed ties some properties to college partners). */
export async function seededCollege(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('property')
    .select(['collegePartnerName', sql<number>`count(*)`.as('n')])
    .where('collegePartnerName', 'is not', null)
    .where('status', '=', 'active')
    .groupBy('collegePartnerName')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return row.collegePartnerName!;
}
