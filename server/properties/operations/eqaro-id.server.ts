import { type Kysely, sql } from 'kysely';

import type { Database } from '#generated/db.ts';

export const EQARO_PREFIX = 'NV-PR-';
/** Serialises code allocation between concurrent creations (held until the transaction ends). */
const LOCK_KEY = 74_720_001;
const BATCH = 50;

export const formatEqaroId = (n: number) => `${EQARO_PREFIX}${String(n).padStart(6, '0')}`;

/**
 * The next free property code (NV-PR-000124): counting from the number of properties, skipping codes
 * already taken (deleted rows leave gaps). Call inside the creating transaction.
 */
export async function nextEqaroId(trx: Kysely<Database>): Promise<string> {
  await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
  const counted = await trx
    .selectFrom('property')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  let from = Number(counted?.n ?? 0) + 1;
  for (;;) {
    const candidates = Array.from({ length: BATCH }, (_, i) => formatEqaroId(from + i));
    const taken = await trx.selectFrom('property').select('eqaroId').where('eqaroId', 'in', candidates).execute();
    const used = new Set(taken.map((r) => r.eqaroId));
    const free = candidates.find((c) => !used.has(c));
    if (free) return free;
    from += BATCH;
  }
}
