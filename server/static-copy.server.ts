import type { FastifyInstance } from 'fastify';

interface Copy {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Only for `npm run bench:load` (it sets BENCH_STATIC_COPY=1 on the server it starts; never set in
 * production): GET /__static-copy?path=<page> answers a copy of that page, taken once and then sent from
 * memory with no work at all, so the benchmark can show each page beside the fastest this server and
 * this machine can answer the same bytes.
 */
export function registerStaticCopy(app: FastifyInstance): void {
  const copies = new Map<string, Promise<Copy>>();
  app.get('/__static-copy', async (req, reply) => {
    const path = String((req.query as { path?: string }).path ?? '/');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const key = `${gzip} ${path}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = app
        .inject({ method: 'GET', url: path, headers: gzip ? { 'accept-encoding': 'gzip' } : {} })
        .then((res) => ({
          status: res.statusCode,
          headers: Object.fromEntries(
            ['content-type', 'content-encoding'].filter((h) => res.headers[h]).map((h) => [h, String(res.headers[h])]),
          ),
          body: res.rawPayload,
        }));
      copies.set(key, copy);
    }
    const { status, headers, body } = await copy;
    return reply.status(status).headers(headers).send(body);
  });
}
