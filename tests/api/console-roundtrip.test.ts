import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { manifest } from '#generated/manifest.ts';
import { messages } from '#generated/messages.ts';
import { dbSeedStore } from '#seed/db-seed-store.server.ts';
import { seedDemoData } from '#seed/seed.server.ts';

import { makeUser, startTestApi, type TestApi } from './harness.ts';

/**
 * What react-admin does on Save: GET /api/admin/<resource>/<id>, then PUT the same record back. For
 * every console resource, on the demo data, that must succeed and change nothing it did not send.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({}, { keepMigratedRoles: true });
  await api.db
    .transaction()
    .execute((trx) => seedDemoData(dbSeedStore(trx, mkdtempSync(join(tmpdir(), 'nivaas-rt-'))), { properties: 30 }));
  token = (await makeUser(api, { userType: 'internal', role: 'admin', email: 'roundtrip-admin@nivaas.test' })).token;
});
afterAll(() => api?.close());

/** Ledgers and logs the console lists but nobody edits (x-permissions.readOnly): Save is refused, naming them, and changes nothing. */
const READ_ONLY: Record<string, string> = Object.fromEntries(
  Object.values(manifest)
    .filter((e: any) => e['x-permissions']?.readOnly)
    .map((e) => [e.slug, messages.request.readOnlyRecords.replace('{title}', e.title)]),
);

const consoleResources = Object.values(manifest)
  .filter((e: any) => e.kind === 'entity' && e['x-admin'] && !e['x-admin'].hidden)
  .map((e) => e.slug);

describe('the console can save what it loaded', () => {
  it.each(consoleResources)('%s', async (slug) => {
    const list = await api.request({
      method: 'GET',
      url: `/api/admin/${slug}?range=${encodeURIComponent('[0,0]')}`,
      token,
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json();
    if (!first) return;
    const loaded = (await api.request({ method: 'GET', url: `/api/admin/${slug}/${first.id}`, token })).json();
    const saved = await api.request({ method: 'PUT', url: `/api/admin/${slug}/${first.id}`, token, payload: loaded });
    if (READ_ONLY[slug]) {
      expect([saved.statusCode, saved.json().message]).toEqual([403, READ_ONLY[slug]]);
      const deleted = await api.request({ method: 'DELETE', url: `/api/admin/${slug}/${first.id}`, token });
      expect([deleted.statusCode, deleted.json().message]).toEqual([403, READ_ONLY[slug]]);
      const { id: _id, ...copy } = loaded;
      const created = await api.request({ method: 'POST', url: `/api/admin/${slug}`, token, payload: copy });
      expect([created.statusCode, created.json().message]).toEqual([403, READ_ONLY[slug]]);
      expect((await api.request({ method: 'GET', url: `/api/admin/${slug}/${first.id}`, token })).json()).toEqual(
        loaded,
      );
      return;
    }
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const { updatedAt: _a, ...before } = loaded;
    const { updatedAt: _b, ...after } = saved.json();
    expect(after).toEqual(before);
  });
});
