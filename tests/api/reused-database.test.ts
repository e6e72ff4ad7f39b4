import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { makeUser, startTestApi } from './harness.ts';

/** Every table's rows and every sequence's value, to compare two states of a database. */
async function contents(db: Kysely<any>): Promise<Record<string, unknown>> {
  const tables = (
    await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`.execute(
      db,
    )
  ).rows;
  const state: Record<string, unknown> = {};
  for (const { name } of tables)
    state[name] = (await sql`SELECT * FROM ${sql.table(name)} ORDER BY 1`.execute(db)).rows;
  state['sequences'] = (await sql`SELECT sequencename, last_value FROM pg_sequences ORDER BY 1`.execute(db)).rows;
  return state;
}

// The embedded database only: on PostgreSQL each file has a schema of its own (tests/support/reused-database.ts).
describe.skipIf(!!process.env.DATABASE_URL)('a worker reuses its embedded database between files', () => {
  it('the next file starts on exactly the migrated database, whatever the last one wrote', async () => {
    const first = await startTestApi({}, { keepMigratedRoles: true });
    const fresh = await contents(first.db);
    await makeUser(first, { userType: 'tenant' });
    await first.db.deleteFrom('role').execute();
    await first.close();

    const next = await startTestApi({}, { keepMigratedRoles: true });
    expect(next.handle).toBe(first.handle);
    expect(await contents(next.db)).toEqual(fresh);
    await next.close();
  });

  it('a file with two apps open at once gets two databases', async () => {
    const one = await startTestApi();
    const two = await startTestApi();
    expect(two.handle).not.toBe(one.handle);
    await Promise.all([one.close(), two.close()]);
  });
});
