import { randomInt } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

import type { Database } from '#generated/db.ts';

const REFER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A user's own referral code, `NIV` and six unambiguous characters, unused so far. */
export async function newReferCode(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const code = `NIV${Array.from({ length: 6 }, () => REFER_ALPHABET[randomInt(REFER_ALPHABET.length)]).join('')}`;
    const used = await trx.selectFrom('user').select('id').where('referCode', '=', code).executeTakeFirst();
    if (!used) return code;
  }
}

/**
 * The next tenant code (NVT10001, NVT10002...) or landlord code (NVL20001...), as the profile card
 * shows them. A transaction-scoped lock keeps two registrations from taking the same number.
 */
export async function nextUserCode(trx: Kysely<Database>, kind: 'tenant' | 'landlord'): Promise<string> {
  const [prefix, column, first] =
    kind === 'tenant' ? (['NVT', 'tenantCode', 10001] as const) : (['NVL', 'landlordCode', 20001] as const);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`nivaas-${column}`}))`.execute(trx);
  const row = await trx
    .selectFrom('user')
    .select(sql<number | null>`max(substring(${sql.ref(column)} from 4)::int)`.as('last'))
    .where(sql.ref(column), '~', `^${prefix}[0-9]{1,9}$`)
    .executeTakeFirst();
  return `${prefix}${Math.max(Number(row?.last ?? 0) + 1, first)}`;
}
