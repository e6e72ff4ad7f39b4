import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { dbSeedStore } from '#seed/db-seed-store.server.ts';
import { seedDemoData } from '#seed/seed.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import type { Role } from './openapi-arbitraries.ts';
import type { Pool } from './wire-json.ts';

const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The app under fuzzing: its OpenAPI document, a token per role, and stored records to aim at. */
export interface FuzzTarget {
  api: TestApi;
  doc: any;
  tokens: Record<Role, string | undefined>;
  /** Stored records per resource slug, read before the role users were made (so the fuzzer never deletes them). */
  pool: Pool;
  close(): Promise<void>;
}

/**
 * Starts the API as the tests do (in-memory PGlite, or a schema of its own on DATABASE_URL), fills it
 * with a small demo data set so ids and records in paths and bodies can hit real rows, and makes one
 * user per role.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const api = await startTestApi({}, { keepMigratedRoles: true });
  await api.db
    .transaction()
    .execute((trx) => seedDemoData(dbSeedStore(trx, mkdtempSync(join(tmpdir(), 'nivaas-fuzz-'))), { properties: 9 }));
  const doc = (await api.request({ method: 'GET', url: '/api/docs/json' })).json();
  const reader = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Pool Reader' });
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const path of Object.keys(doc.paths)) {
    const slug = /^\/api\/admin\/([^/]+)$/.exec(path)?.[1];
    if (!slug || !doc.paths[path].get) continue;
    const res = await api.request({
      method: 'GET',
      url: `${path}?range=${encodeURIComponent('[0,49]')}`,
      token: reader.token,
    });
    const rows = res.statusCode === 200 ? res.json() : [];
    records[slug] = Array.isArray(rows) ? rows.filter((r) => r && typeof r.id === 'string') : [];
  }
  const ids = Object.fromEntries(
    Object.entries(records).map(([slug, rows]) => [slug, rows.map((r) => r.id as string)]),
  );
  const everyId = Object.values(ids).flat();
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    tenant: (await makeUser(api, { userType: 'tenant', name: 'Fuzz Tenant' })).token,
    landlord: (await makeUser(api, { userType: 'landlord', name: 'Fuzz Landlord' })).token,
    admin: (await makeUser(api, { userType: 'internal', role: 'admin', name: 'Fuzz Admin' })).token,
  };
  const pool: Pool = {
    id(ref) {
      const list = ref.slug && ids[ref.slug]?.length ? ids[ref.slug] : everyId;
      return list.length ? list[ref.index % list.length] : NO_ID;
    },
    record(ref) {
      const rows = records[ref.slug] ?? [];
      return rows.length ? rows[ref.index % rows.length] : undefined;
    },
  };
  return { api, doc, tokens, pool, close: () => api.close() };
}
