import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';

import { makeBond, makeCast, makeStaff, type TestUser } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The audit trail (decision 033): every write records who, how signed in, from where, what and the change,
 * in the write's transaction, with secrets and documents left out; nobody changes or deletes an entry.
 */
let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  api = await startTestApi({ webhookPollMs: 0 });
  cast = await makeCast(api);
}, 120_000);
afterAll(() => api?.close());

const call = (method: string, url: string, token: string | undefined, payload?: object, remoteAddress?: string) =>
  api.request({
    method: method as any,
    url,
    token,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The trail of one record, oldest first, read as the admin through GET /api/v1/audit. */
async function historyOf(slug: string, recordId: string) {
  const res = await call(
    'GET',
    `/api/v1/audit?resource=${slug}&recordId=${recordId}&limit=100&sortBy=createdAt:asc`,
    cast.admin.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Record<string, any>[];
}

describe('writes are recorded with who, what and the change', () => {
  it('a webhook created, changed and deleted through the API: the owner, their address, before and after, never the secret', async () => {
    const made = await call(
      'POST',
      '/api/v1/webhooks',
      cast.landlord.token,
      { userId: cast.landlord.id, callback: 'http://127.0.0.1:9/in', events: ['bond.created'] },
      '198.51.100.4',
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect((await call('PATCH', `/api/v1/webhooks/${id}`, cast.landlord.token, { active: false })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/v1/webhooks/${id}/rotate-secret`, cast.landlord.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/webhook/${id}`, cast.admin.token)).statusCode).toBe(200);

    const trail = await historyOf('webhook', id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'rotateSecret', 'delete']);
    expect(trail[0]).toMatchObject({
      actorId: cast.landlord.id,
      actorType: 'landlord',
      via: 'session',
      address: '198.51.100.4',
      resource: 'webhook',
      recordId: id,
    });
    expect(trail[0].after).toMatchObject({ callback: 'http://127.0.0.1:9/in', events: ['bond.created'], active: true });
    expect(trail[1].before).toEqual({ active: true });
    expect(trail[1].after).toEqual({ active: false });
    expect(trail[3]).toMatchObject({
      actorId: cast.admin.id,
      actorType: 'internal',
      actorRole: 'admin',
      action: 'delete',
    });
    expect(trail[3].before).toMatchObject({ id, callback: 'http://127.0.0.1:9/in' });
    expect(trail[3].after).toBeUndefined();
    const text = JSON.stringify(trail);
    expect(text).not.toContain('whsec_');
    expect(text).not.toMatch(/"(secret|previousSecret)"/);
  });

  it('an API token call is recorded with the token; a document upload without its link', async () => {
    const token = await call('POST', '/api/v1/auth/tokens', cast.landlord.token, { description: 'integration' });
    expect(token.statusCode, token.body).toBe(201);
    const made = await call('POST', '/api/v1/webhooks', token.json().token, {
      userId: cast.landlord.id,
      callback: 'http://127.0.0.1:9/t',
      events: ['bond.created'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const [created] = await historyOf('webhook', made.json().id);
    expect(created).toMatchObject({ actorId: cast.landlord.id, via: 'apiToken', tokenId: token.json().id });
    const [tokenMade] = await historyOf('api-token', token.json().id);
    expect(tokenMade.after).toMatchObject({ description: 'integration' });
    expect(JSON.stringify(tokenMade)).not.toContain(token.json().token);
    expect(JSON.stringify(tokenMade)).not.toContain('tokenHash');

    const doc = await call('POST', '/api/admin/document', cast.admin.token, {
      userId: cast.tenant.id,
      docType: 'OFFER_LETTER',
      docUrl: '/uploads/private/offer-letter.pdf',
      metadata: 'Offer',
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const [upload] = await historyOf('document', doc.json().id);
    expect(upload.after).toMatchObject({ docType: 'OFFER_LETTER', metadata: 'Offer' });
    expect(JSON.stringify(upload)).not.toContain('offer-letter.pdf');
  });

  it('a landlord releasing a bond is recorded with their id and address', async () => {
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
    });
    const res = await call('POST', '/api/v1/bond/release', cast.landlord.token, { bondId: bond.bondId }, '203.0.113.7');
    expect(res.statusCode, res.body).toBe(200);
    const trail = await historyOf('bond', bond.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'release',
      actorId: cast.landlord.id,
      actorType: 'landlord',
      via: 'session',
      address: '203.0.113.7',
    });
    expect(trail[0].before).toMatchObject({ status: 'Active' });
    expect(trail[0].after).toMatchObject({ status: 'Released' });
  });

  it('a rolled-back write leaves no entry', async () => {
    const actor = {
      kind: 'user',
      id: cast.admin.id,
      userType: 'internal',
      role: 'admin',
      internal: true,
      admin: true,
      permissions: {},
      via: 'session',
    } as const;
    let madeId = '';
    await expect(
      api.db.transaction().execute(async (trx) => {
        madeId = (
          await createRecord(
            trx,
            resource('faq'),
            { title: 'Rolled back?', description: 'Yes', audience: 'tenant' },
            actor,
          )
        ).id as string;
        expect(await trx.selectFrom('audit_entry').select('id').where('recordId', '=', madeId).execute()).toHaveLength(
          1,
        );
        throw new Error('the write fails after its entry');
      }),
    ).rejects.toThrow('the write fails after its entry');
    expect(madeId).not.toBe('');
    expect(await api.db.selectFrom('audit_entry').select('id').where('recordId', '=', madeId).execute()).toEqual([]);
  });
});

describe('the trail is append-only', () => {
  it('no route changes or deletes an entry; the console dialect refuses, admins included', async () => {
    const [entry] = (await call('GET', '/api/v1/audit?limit=1', cast.admin.token)).json().results;
    expect(entry?.id).toBeTruthy();
    for (const method of ['PATCH', 'PUT', 'DELETE'])
      expect(
        (
          await call(
            method,
            `/api/v1/audit/${entry.id}`,
            cast.admin.token,
            method === 'DELETE' ? undefined : { action: 'x' },
          )
        ).statusCode,
      ).toBe(404);
    expect(
      (
        await call('POST', '/api/v1/audit', cast.admin.token, {
          resource: 'bond',
          recordId: entry.recordId,
          action: 'forged',
          via: 'system',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/admin/audit-entry/${entry.id}`, cast.admin.token, { ...entry, action: 'forged' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/audit-entry/${entry.id}`, cast.admin.token)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/admin/audit-entry', cast.admin.token, {
          resource: 'bond',
          recordId: entry.recordId,
          action: 'forged',
          via: 'system',
        })
      ).statusCode,
    ).toBe(403);
    const again = await call('GET', `/api/v1/audit/${entry.id}`, cast.admin.token);
    expect(again.json()).toEqual(entry);
  });
});

describe('reading the trail', () => {
  let staffWithAudit: TestUser;
  let staffWithout: TestUser;
  beforeAll(async () => {
    staffWithAudit = await makeStaff(api, { audit: [], bonds: [] });
    staffWithout = await makeStaff(api, { bonds: ['update'] });
  });

  it('filters by resource, record, account, action and time', async () => {
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
    });
    expect((await call('POST', '/api/v1/bond/release', cast.admin.token, { bondId: bond.bondId })).statusCode).toBe(
      200,
    );
    const list = async (query: string) => {
      const res = await call('GET', `/api/v1/audit?${query}`, staffWithAudit.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byRecord = await list(`recordId=${bond.id}`);
    expect(byRecord).toMatchObject({ page: 1, limit: 10, totalResults: 1, totalPages: 1 });
    expect(byRecord.results[0]).toMatchObject({ resource: 'bond', action: 'release', actorId: cast.admin.id });
    const byActor = (await list(`actorId=${cast.admin.id}&limit=200`)).results as any[];
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actorId === cast.admin.id)).toBe(true);
    const releases = (await list('resource=bond&action=release&limit=200')).results as any[];
    expect(releases.map((e) => e.recordId)).toContain(bond.id);
    expect(releases.every((e) => e.resource === 'bond' && e.action === 'release')).toBe(true);
    expect((await list(`recordId=${bond.id}&from=${new Date(Date.now() - 60_000).toISOString()}`)).totalResults).toBe(
      1,
    );
    expect((await list(`recordId=${bond.id}&to=${new Date(Date.now() - 3_600_000).toISOString()}`)).totalResults).toBe(
      0,
    );
    expect((await list(`recordId=${bond.id}&to=${new Date().toISOString().slice(0, 10)}`)).totalResults).toBe(1);
    const newestFirst = (await list('limit=50')).results.map((e: any) => e.createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
  });

  it('staff need the audit module; other accounts read only their own actions', async () => {
    expect((await call('GET', '/api/v1/audit', staffWithout.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit-entry', staffWithout.token)).statusCode).toBe(403);
    const theirs = (await call('GET', '/api/v1/audit?limit=200', cast.landlord.token)).json().results as any[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.actorId === cast.landlord.id)).toBe(true);
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect((await call('GET', '/api/v1/audit', stranger.token)).json().totalResults).toBe(0);
    expect((await call('GET', '/api/v1/audit', undefined)).statusCode).toBe(401);
  });
});
