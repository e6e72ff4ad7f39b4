import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { multipart, type Part, pdf, png } from './multipart.ts';

let api: TestApi;
let token: string;

const upload = (parts: Part[], url = '/api/v1/upload/uploadToS3', auth: string | undefined = token) => {
  const { payload, headers } = multipart(parts);
  return api.request({ method: 'POST', url, payload, headers, token: auth });
};
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  api = await startTestApi();
  token = (await makeUser(api, { userType: 'tenant' })).token;
}, 120_000);
afterAll(() => api?.close());

describe('POST /api/v1/upload/uploadToS3', () => {
  it('stores a real PNG under a random name and serves the same bytes from /uploads', async () => {
    const image = png(16);
    const res = await upload([
      { name: 'type', value: 'profile' },
      { name: 'file', filename: 'my photo.png', contentType: 'image/png', data: image },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/uploads\/profile\/[0-9a-f]{32}\.png$/);
    expect(url).not.toContain('photo');
    const served = await api.request({ method: 'GET', url: pathOf(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);
    const ranged = await api.request({ method: 'GET', url: pathOf(url), headers: { range: 'bytes=0-7' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(image.subarray(0, 8))).toBe(true);
  });

  it('refuses a text file named .png with the JPG/PNG message, and keeps nothing', async () => {
    const before = readdirSync(join(api.config.dataDir, 'uploads', 'profile')).length;
    const res = await upload([
      { name: 'type', value: 'profile' },
      {
        name: 'file',
        filename: 'photo.png',
        contentType: 'image/png',
        data: Buffer.from('just some text, not an image at all'),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.upload.imageType,
      errors: { file: messages.upload.imageType },
    });
    expect(readdirSync(join(api.config.dataDir, 'uploads', 'profile')).length).toBe(before);
  });

  it('refuses an image over 2 MB with the size message', async () => {
    const big = Buffer.concat([png(4), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload([
      { name: 'type', value: 'property' },
      { name: 'file', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.upload.imageSize);
  });

  it('accepts a PDF, refuses a fake one with the PDF message and a file above every limit as too large', async () => {
    const ok = await upload([
      { name: 'type', value: 'invoice' },
      { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const link = new URL(ok.json().url);
    const served = await api.request({ method: 'GET', url: link.pathname + link.search });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf())).toBe(true);
    const fake = await upload([
      { name: 'type', value: 'invoice' },
      { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data: png(4) },
    ]);
    expect(fake.json().message).toBe(messages.upload.pdfType);
    const huge = await upload([
      {
        name: 'file',
        filename: 'movie.mp4',
        contentType: 'video/mp4',
        data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(41 * 1024 * 1024)]),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(messages.upload.fileTooLarge);
  });

  it('asks for sign-in (401) and refuses a request without a file', async () => {
    const res = await upload(
      [
        { name: 'type', value: 'profile' },
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: png() },
      ],
      undefined,
      '',
    );
    expect(res.statusCode).toBe(401);
    const empty = await upload([{ name: 'type', value: 'profile' }]);
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/v1/upload/uploadToS3/multiple', () => {
  it('stores a batch of property photos and answers every link', async () => {
    const res = await upload(
      [
        { name: 'type', value: 'property' },
        { name: 'files', filename: 'a.png', contentType: 'image/png', data: png() },
        { name: 'files', filename: 'b.png', contentType: 'image/png', data: png() },
      ],
      '/api/v1/upload/uploadToS3/multiple',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { urls } = res.json();
    expect(urls).toHaveLength(2);
    for (const url of urls) expect((await api.request({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
  });

  it('refuses the whole batch when one file is not an image, naming it', async () => {
    const res = await upload(
      [
        { name: 'type', value: 'property' },
        { name: 'files', filename: 'a.png', contentType: 'image/png', data: png() },
        { name: 'files', filename: 'notes.png', contentType: 'image/png', data: Buffer.from('hello') },
      ],
      '/api/v1/upload/uploadToS3/multiple',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.upload.bulkImageType.replace('{name}', 'notes.png'));
  });
});

describe('GET /uploads/*', () => {
  it('refuses path traversal, folders and missing files with 404', async () => {
    writeFileSync(join(api.config.dataDir, 'secret.txt'), 'not for the public');
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/profile/..%2f..%2fsecret.txt',
      '/uploads/profile',
      '/uploads/',
      '/uploads/profile/nope.png',
    ]) {
      const res = await api.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('not for the public');
    }
  });
});

describe('POST /api/v1/download/downloadFromS3', () => {
  it('hands back a stored file as a download to a signed-in user only', async () => {
    const image = png(8);
    const { url } = (
      await upload([
        { name: 'type', value: 'profile' },
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: image },
      ])
    ).json();
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/download/downloadFromS3', payload: { url } })).statusCode,
    ).toBe(401);
    const res = await api.request({ method: 'POST', url: '/api/v1/download/downloadFromS3', payload: { url }, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.equals(image)).toBe(true);
    const outside = await api.request({
      method: 'POST',
      url: '/api/v1/download/downloadFromS3',
      payload: { url: 'http://localhost:3000/uploads/../auth-secret' },
      token,
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('private documents (identity, income and contract papers)', () => {
  const uploadPdf = (type: string, auth = token) =>
    upload(
      [
        { name: 'type', value: type },
        { name: 'file', filename: 'pan.pdf', contentType: 'application/pdf', data: pdf() },
      ],
      undefined,
      auth,
    );

  it('are stored under private/ and open only through the signed link the upload answered', async () => {
    const res = await uploadPdf('document');
    const link = new URL(res.json().url);
    expect(link.pathname).toMatch(/^\/uploads\/private\/document\/[0-9a-f]{32}\.pdf$/);
    expect(link.search).toMatch(/^\?exp=\d+&sig=[\w-]{43}$/);
    const served = await api.request({ method: 'GET', url: link.pathname + link.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=600');
    const bare = await api.request({ method: 'GET', url: link.pathname });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(messages.upload.linkExpired);
    const tampered = await api.request({
      method: 'GET',
      url: `${link.pathname}?exp=${link.searchParams.get('exp')}&sig=${'A'.repeat(43)}`,
    });
    expect(tampered.statusCode).toBe(403);
    const longer = await api.request({
      method: 'GET',
      url: `${link.pathname}?exp=${Number(link.searchParams.get('exp')) + 3600}&sig=${link.searchParams.get('sig')}`,
    });
    expect(longer.statusCode).toBe(403);
    const expired = await api.request({
      method: 'GET',
      url: `${link.pathname}?exp=1000&sig=${link.searchParams.get('sig')}`,
    });
    expect(expired.statusCode).toBe(403);
  });

  it('come back signed wherever a record holding them is read, and keep pictures public', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const { url } = (await uploadPdf('document', user.token)).json();
    const bare = new URL(url);
    const saved = await api.request({
      method: 'POST',
      url: '/api/v1/users/upload/docs',
      token: user.token,
      payload: {
        userId: user.id,
        docs: [
          {
            docType: 'SALARY_SLIP',
            docId: 'SLIP-2026-04',
            docUrl: `${bare.origin}${bare.pathname}`,
            metadata: 'April 2026',
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const text = JSON.stringify(saved.json());
    const signed = /\/uploads\/private\/document\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=[\w-]{43}/.exec(text);
    expect(signed, text).not.toBeNull();
    expect((await api.request({ method: 'GET', url: signed![0] })).statusCode).toBe(200);
    const photo = (
      await upload([
        { name: 'type', value: 'property' },
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: png(8) },
      ])
    ).json().url;
    expect(photo).toMatch(/\/uploads\/property\/[0-9a-f]{32}\.png$/);
  });

  it('download only for staff or with a valid signed link', async () => {
    const { url } = (await uploadPdf('agreement')).json();
    const bare = new URL(url);
    const other = await makeUser(api, { userType: 'tenant' });
    const staff = await makeUser(api, { userType: 'internal', role: 'staff' });
    const download = (u: string, t: string) =>
      api.request({ method: 'POST', url: '/api/v1/download/downloadFromS3', payload: { url: u }, token: t });
    expect((await download(`${bare.origin}${bare.pathname}`, other.token)).statusCode).toBe(403);
    expect((await download(url, other.token)).statusCode).toBe(200);
    expect((await download(`${bare.origin}${bare.pathname}`, staff.token)).statusCode).toBe(200);
  });
});
