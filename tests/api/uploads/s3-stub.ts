import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal S3-compatible endpoint for the storage tests: PUT, HEAD and GET (with Range) of objects kept
 * in memory, refusing requests not signed for access key `key` (in the Authorization header, or a
 * presigned URL's X-Amz-Credential). A presigned GET's `response-content-type` is honoured.
 */
export async function startS3Stub() {
  const objects = new Map<string, Buffer>();
  const seen: IncomingMessage[] = [];
  const server = createServer(async (req, res) => {
    seen.push(req);
    const url = new URL(req.url!, 'http://x');
    const signed =
      String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=key/') ||
      (url.searchParams.get('X-Amz-Credential') ?? '').startsWith('key/');
    if (!signed) return res.writeHead(403).end();
    const path = decodeURIComponent(url.pathname);
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
    const type = url.searchParams.get('response-content-type');
    res.writeHead(range ? 206 : 200, { 'content-length': part.length, ...(type ? { 'content-type': type } : {}) });
    res.end(req.method === 'HEAD' ? undefined : part);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
