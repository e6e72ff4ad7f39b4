import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { claimLine, makeCast, makeCastBond } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The claims' own routes (/api/v1/claims/{id}) carry a claim's version like the generic ones (decision 058): ETag on
 * a read and a change, If-Match on a change or a delete, 412 with the claim as it is now when it is stale. Two staff
 * editing one claim: the second save is told of the first instead of overwriting it.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const stale = messages.request.staleRecord.replace('{title}', 'Claim');

describe('a claim’s version on its own routes', () => {
  it('refuses the second of two staff saves made on the same version, and a stale delete', async () => {
    const cast = await makeCast(api);
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const bond = await makeCastBond(api, cast);
    const raised = await api.v1('POST', '/claims', cast.landlord.token, {
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      bondId: bond.id,
      claims: [claimLine()],
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const id = raised.json().id as string;

    const read = await api.v1('GET', `/claims/${id}`, admin.token);
    const opened = read.headers.etag as string;
    expect(opened).toMatch(/^"[\w-]{27}"$/);
    const claim = read.json();
    const save = (comment: string, ifMatch: string) =>
      api.request({
        method: 'PATCH',
        url: `/api/v1/claims/${id}`,
        token: admin.token,
        payload: { claims: claim.claims, comment },
        headers: { 'if-match': ifMatch },
      });

    const first = await save('Checked the rent ledger', opened);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).not.toBe(opened);
    const second = await save('Asked the landlord for the agreement', opened);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ code: 'stale_record', message: stale });
    expect(second.json().current).toMatchObject({ id, comment: 'Checked the rent ledger' });
    expect(second.headers.etag).toBe(first.headers.etag);
    // Applied onto the version the refusal named, it goes through.
    expect((await save('Asked the landlord for the agreement', second.headers.etag as string)).statusCode).toBe(200);

    const gone = await api.request({
      method: 'DELETE',
      url: `/api/v1/claims/${id}`,
      token: admin.token,
      headers: { 'if-match': opened },
    });
    expect(gone.statusCode).toBe(412);
    expect((await api.v1('GET', `/claims/${id}`, admin.token)).statusCode).toBe(200);
  });

  it('is documented: If-Match on the claim’s change and delete, ETag on its read', async () => {
    const doc = (await api.request({ method: 'GET', url: '/api/docs/json' })).json();
    const claim = doc.paths['/api/v1/claims/{id}'];
    for (const method of ['patch', 'delete'])
      expect(claim[method].parameters.map((p: { name: string }) => p.name)).toContain('If-Match');
    expect(claim.get.responses['200'].headers).toHaveProperty('ETag');
  });
});
