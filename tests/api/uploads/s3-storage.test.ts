import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { s3OptionsFrom, s3Storage } from '../../../server/uploads/s3-storage.server.ts';

/** A minimal S3-compatible endpoint: PUT, HEAD, GET (with Range), refusing unsigned requests. */
let server: Server;
let endpoint: string;
const objects = new Map<string, Buffer>();
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push(req);
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=key/')) return res.writeHead(403).end();
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      objects.set(path, Buffer.concat(chunks));
      return res.writeHead(200).end();
    }
    const body = objects.get(path);
    if (!body) return res.writeHead(404).end();
    const range = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''));
    const part = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
    res.writeHead(range ? 206 : 200, { 'content-length': part.length });
    res.end(req.method === 'HEAD' ? undefined : part);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the S3-compatible storage', () => {
  it('puts, measures and reads files (whole and by range) under bucket/prefix with signed requests', async () => {
    const storage = s3Storage({ bucket: 'nivaas', endpoint, region: 'ap-south-1', accessKeyId: 'key', secretAccessKey: 'secret', prefix: 'uploads' });
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
    expect(s3OptionsFrom({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({ bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
  });
});
