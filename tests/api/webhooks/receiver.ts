import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on 127.0.0.1 (a free port) that keeps what it receives and answers `status()` (200 unless told otherwise). */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: () => number = () => 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answer();
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** What the next deliveries are answered. */
    answer(status: number | (() => number)) {
      answer = typeof status === 'number' ? () => status : status;
    },
    types: () => received.map((r) => JSON.parse(r.body).type as string),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
