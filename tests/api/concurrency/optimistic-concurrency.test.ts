import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/** Optimistic concurrency on every record (issue 35 item 1): ETag on reads, If-Match on writes, 412 when stale. */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = (await makeUser(api, { userType: 'internal', role: 'admin', email: 'versions-admin@nivaas.test' })).token;
});
afterAll(() => api?.close());

const stale = messages.request.staleRecord.replace('{title}', 'FAQ');

async function newFaq(order = 0) {
  const res = await api.v1('POST', '/faq', token, { title: 'Is a bond a loan?', description: 'No.', order });
  expect(res.statusCode).toBe(201);
  expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
  return { id: res.json().id as string, etag: res.headers.etag as string };
}

const patch = (id: string, body: object, ifMatch?: string) =>
  api.request({
    method: 'PATCH',
    url: `/api/v1/faq/${id}`,
    token,
    payload: body,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

describe('versions in the specification dialect (/api/v1)', () => {
  it('says a record’s version as ETag, takes a write whose If-Match holds, refuses a stale one with the record as it is now', async () => {
    const { id, etag } = await newFaq();
    const read = await api.v1('GET', `/faq/${id}`);
    expect(read.headers.etag).toBe(etag);

    const first = await patch(id, { title: 'Is a rental bond a loan?' }, etag);
    expect(first.statusCode).toBe(200);
    const newer = first.headers.etag as string;
    expect(newer).not.toBe(etag);

    const late = await patch(id, { description: 'Never.' }, etag);
    expect(late.statusCode).toBe(412);
    expect(late.json()).toMatchObject({ code: 'stale_record', message: stale });
    expect(late.json().current).toMatchObject({ id, title: 'Is a rental bond a loan?', description: 'No.' });
    expect(late.headers.etag).toBe(newer);
    // A weak tag never matches; `*` matches any record; a list matches when one of its tags does.
    expect((await patch(id, { description: 'Never.' }, `W/${newer}`)).statusCode).toBe(412);
    expect((await patch(id, { description: 'Never.' }, `"nope", ${newer}`)).statusCode).toBe(200);
    expect((await patch(id, { order: 3 }, '*')).statusCode).toBe(200);
    // Without If-Match a write goes through as before.
    expect((await patch(id, { order: 4 })).statusCode).toBe(200);
  });

  it('refuses a stale delete and keeps the record', async () => {
    const { id, etag } = await newFaq();
    await patch(id, { order: 1 });
    const res = await api.request({ method: 'DELETE', url: `/api/v1/faq/${id}`, token, headers: { 'if-match': etag } });
    expect(res.statusCode).toBe(412);
    expect((await api.v1('GET', `/faq/${id}`)).statusCode).toBe(200);
  });
});

describe('versions in the console dialect (/api/admin)', () => {
  it('says ETag on a read, refuses a stale PUT and DELETE, takes a current one', async () => {
    const { id } = await newFaq();
    const read = await api.request({ method: 'GET', url: `/api/admin/faq/${id}`, token });
    const etag = read.headers.etag as string;
    await patch(id, { title: 'Changed by someone else' });
    const put = await api.request({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      token,
      payload: { ...(read.json() as object), order: 9 },
      headers: { 'if-match': etag },
    });
    expect([put.statusCode, put.json().current?.title]).toEqual([412, 'Changed by someone else']);
    const gone = await api.request({
      method: 'DELETE',
      url: `/api/admin/faq/${id}`,
      token,
      headers: { 'if-match': etag },
    });
    expect(gone.statusCode).toBe(412);
    const current = put.headers.etag as string;
    const retried = await api.request({
      method: 'PUT',
      url: `/api/admin/faq/${id}`,
      token,
      payload: { ...(put.json().current as object), order: 9 },
      headers: { 'if-match': current },
    });
    expect([retried.statusCode, retried.json().order]).toEqual([200, 9]);
  });
});

describe('8 editors at once', () => {
  it('lose no update in 1,000 writes: each lands on the version it read or is refused', async () => {
    const { id } = await newFaq(0);
    let landed = 0;
    let refused = 0;
    const editor = async () => {
      for (let i = 0; i < 125; i++) {
        const read = await api.v1('GET', `/faq/${id}`);
        const res = await patch(id, { order: read.json().order + 1 }, read.headers.etag as string);
        if (res.statusCode === 200) landed++;
        else if (res.statusCode === 412) refused++;
        else throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, editor));
    expect(landed + refused).toBe(1000);
    expect(landed).toBeGreaterThan(0);
    // Every write that landed is counted in the record: none overwrote another.
    expect((await api.v1('GET', `/faq/${id}`)).json().order).toBe(landed);
  });
});

describe('the API document', () => {
  it('says ETag on record answers, If-Match and 412 on updates and deletes', async () => {
    const doc = (await api.request({ method: 'GET', url: '/api/docs/json' })).json();
    const faq = doc.paths['/api/v1/faq/{id}'];
    expect(Object.keys(faq.get.responses['200'].headers)).toEqual(['ETag']);
    for (const op of [faq.patch, faq.delete]) {
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('If-Match');
      expect(op.responses['412'].headers.ETag).toBeDefined();
    }
    expect(doc.paths['/api/v1/faq'].get.responses['412']).toBeUndefined();
  });
});
