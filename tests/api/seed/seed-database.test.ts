import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dbSeedStore } from '#seed/db-seed-store.server.ts';
import { DEMO_LOGINS } from '#seed/demo-logins.ts';
import { seedDemoData, type SeedSummary } from '#seed/seed.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let summary: SeedSummary;

beforeAll(async () => {
  api = await startTestApi({}, { keepMigratedRoles: true });
  summary = await api.db
    .transaction()
    .execute((trx) => seedDemoData(dbSeedStore(trx, api.config.dataDir), { properties: 200 }));
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('the demo data in a migrated database', () => {
  it('lands in every table without a constraint error, row for row', async () => {
    for (const [slug, count] of Object.entries(summary.counts)) {
      const table = slug.replace(/-/g, '_');
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(api.db);
      expect(rows[0].n, slug).toBe(count);
    }
  });

  it('lets every demo login sign in with Nivaas@123 and see their own account', async () => {
    for (const login of DEMO_LOGINS) {
      const res = await api.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: login.email, password: 'Nivaas@123' },
      });
      expect(res.statusCode, login.email).toBe(200);
      expect(res.json().user).toMatchObject({ email: login.email, userType: login.userType });
    }
    const wrong = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@nivaas.test', password: 'Nivaas@124' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('serves the seeded images the properties point at', async () => {
    const property = await api.db
      .selectFrom('property')
      .select(['avatar', 'propertyImages'])
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const url of [property.avatar!, ...(property.propertyImages as string[])]) {
      expect(url).toMatch(/^\/uploads\/seed\//);
      const res = await api.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
  });
});
