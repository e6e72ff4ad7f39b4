import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { s3OptionsFrom, s3Storage } from '#server/uploads/operations/s3-storage.server.ts';

import { startS3Stub } from './s3-stub.ts';

/** A minimal S3-compatible endpoint: PUT, HEAD, GET (with Range), refusing unsigned requests. */
let stub: Awaited<ReturnType<typeof startS3Stub>>;
let endpoint: string;
let objects: Map<string, Buffer>;
let seen: IncomingMessage[];

beforeAll(async () => {
  stub = await startS3Stub();
  ({ endpoint, objects, seen } = stub);
});
afterAll(() => stub?.close());

describe('the S3-compatible storage', () => {
  it('puts, measures and reads files (whole and by range) under bucket/prefix with signed requests', async () => {
    const storage = s3Storage({
      bucket: 'nivaas',
      endpoint,
      region: 'ap-south-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'uploads',
    });
    await storage.put('property/abc.png', Buffer.from('0123456789'), 'image/png');
    expect(objects.get('/nivaas/uploads/property/abc.png')?.toString()).toBe('0123456789');
    expect(seen[0].headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.size('property/abc.png')).toBe(10);
    expect(await storage.size('property/missing.png')).toBeUndefined();
    expect(await text(await storage.open('property/abc.png'))).toBe('0123456789');
    expect(await text(await storage.open('property/abc.png', { start: 2, end: 4 }))).toBe('234');
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('unsafe');
  });
});

describe('the S3 settings', () => {
  it('are chosen only when S3_BUCKET is set, and then need keys', () => {
    expect(s3OptionsFrom({})).toBeUndefined();
    expect(() => s3OptionsFrom({ S3_BUCKET: 'b' })).toThrow('S3_ACCESS_KEY_ID');
    expect(
      s3OptionsFrom({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }),
    ).toMatchObject({ bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
  });
});
