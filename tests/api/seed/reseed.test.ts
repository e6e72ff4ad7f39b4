import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reseed } from '#seed/reseed.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { keepMigratedRoles: true });
});
afterAll(() => api?.close());

const count = async (table: 'user' | 'property' | 'bond' | 'role') =>
  Number(
    (
      await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run seed', () => {
  it('replaces whatever is there with the demo data, and can run again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivaas-reseed-'));
    await api.db
      .insertInto('lead')
      .values({ email: 'stray@example.in' } as any)
      .execute();
    const first = await reseed(api.db, dir);
    const users = await count('user');
    expect(users).toBe(first.counts.user);
    expect(await count('property')).toBe(2000);
    const roles = await count('role');
    expect(roles).toBeGreaterThan(0);
    await reseed(api.db, dir);
    expect(await count('role')).toBe(roles); // the migrations' roles stay: the demo data only holds them
    expect(await count('user')).toBe(users);
    expect(await count('property')).toBe(2000);
    expect(
      await api.db.selectFrom('lead').select('id').where('email', '=', 'stray@example.in').executeTakeFirst(),
    ).toBeUndefined();
  });
});
