import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { multipart, type Part, pdf, png } from './multipart.ts';
import { startS3Stub } from './s3-stub.ts';

/**
 * The app on an S3-compatible bucket (a local stub that takes header-signed and presigned requests):
 * uploads land in the bucket under S3_PREFIX (uploads/, so keys mirror the /uploads/ paths); a private document's signed link answers a presigned GET of about an hour.
 */
let stub: Awaited<ReturnType<typeof startS3Stub>>;
let endpoint: string;
let objects: Map<string, Buffer>;
let api: TestApi;
let token: string;
const saved = { ...process.env };

beforeAll(async () => {
  stub = await startS3Stub();
  ({ endpoint, objects } = stub);
  Object.assign(process.env, {
    S3_BUCKET: 'nivaas',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PREFIX: 'uploads',
  });
  api = await startTestApi();
  token = (await makeUser(api, { userType: 'tenant' })).token;
}, 120_000);
afterAll(async () => {
  await api?.close();
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'])
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  await stub?.close();
});

const upload = (parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return api.request({ method: 'POST', url: '/api/v1/upload/uploadToS3', payload, headers, token });
};

describe('uploads in an S3-compatible bucket', () => {
  it('serve a private document through a presigned GET once its signed link is checked', async () => {
    const res = await upload([
      { name: 'type', value: 'document' },
      { name: 'file', filename: 'pan.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const link = new URL(res.json().url);
    expect(objects.get(`/nivaas${link.pathname}`)?.equals(pdf())).toBe(true);
    expect((await api.request({ method: 'GET', url: link.pathname })).statusCode).toBe(403);
    const served = await api.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(served.statusCode).toBe(302);
    const location = new URL(String(served.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${endpoint}/nivaas${link.pathname}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.pdf"$/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf())).toBe(true);
    const download = await api.request({
      method: 'POST',
      url: '/api/v1/download/downloadFromS3',
      payload: { url: link.href },
      token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);
  });

  it('serve public pictures from the bucket through the app', async () => {
    const image = png(8);
    const { url } = (
      await upload([
        { name: 'type', value: 'property' },
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: image },
      ])
    ).json();
    const served = await api.request({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
  });
});
