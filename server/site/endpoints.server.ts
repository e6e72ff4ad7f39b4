import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { createRequestHandler, type ServerBuild } from '@remix-run/server-runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { loadStaticFiles, sendStatic } from '#engine/runtime/http/static-files.server.ts';
import { UPLOAD_BODY_LIMIT } from '#server/uploads/operations/file-kinds.ts';

import type { DomainContext } from '../domain-context.ts';
import { newNonce, siteCsp } from './content-security.server.ts';
import { createDevSite } from './dev-site.server.ts';
import { siteContext } from './site-context.server.ts';

/** Where `npm run build` puts the site (site/vite.config.ts); SITE_BUILD_DIR serves another build. */
export const SITE_DIR = process.env.SITE_BUILD_DIR ?? fileURLToPath(new URL('../../dist/site', import.meta.url));

/** Paths the site never answers: they belong to the API, the console, uploads and the dev tools. */
const NOT_SITE = /^\/(api|admin|uploads|dev|healthz)(\/|$|\?)/;

/**
 * The public site at /: the built Remix app's request handler, and its browser assets from memory.
 * Loaders read through the API's operations in-process and actions post through its routes, both as the
 * visitor (decision 023), so the site obeys the API's rules and messages exactly.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  // `npm run dev`: the sources through Vite, reloaded as they change; otherwise the production build.
  const dev = process.env.SITE_DEV === '1' && !ctx.config.production ? await createDevSite(app) : undefined;
  const files = dev ? new Map() : loadStaticFiles(`${SITE_DIR}/client`);
  const serverEntry = `${SITE_DIR}/server/index.js`;
  const build =
    !dev && existsSync(serverEntry) ? ((await import(pathToFileURL(serverEntry).href)) as ServerBuild) : undefined;
  // The build always in production mode: errors never reach a visitor with a stack trace.
  const handle = dev?.handle ?? (build ? createRequestHandler(build, 'production') : undefined);

  const contextFor = siteContext(app, ctx);

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (NOT_SITE.test(path)) return reply.callNotFound();
    if (dev?.serveAsset(req, reply)) return reply;
    const file =
      req.method === 'GET' || req.method === 'HEAD'
        ? files.get(decodeURIComponent(path).replace(/^\/+/, ''))
        : undefined;
    if (file) return sendStatic(req, reply, file);
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!handle)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built. Run `npm run build` (npm start does it for you).');
    const nonce = newNonce();
    const response = await handle(toFetchRequest(req, reply), contextFor(req, nonce) as never);
    reply.status(response.status);
    for (const [name, value] of response.headers)
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      reply
        .header('Content-Security-Policy', siteCsp(nonce, { razorpay: Boolean(ctx.config.razorpay) }))
        .header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin').header('X-Content-Type-Options', 'nosniff');
      if (!response.headers.has('cache-control')) reply.header('Cache-Control', 'no-cache');
      // A page is shown in the language of the visitor's cookie or Accept-Language (decision 062): a shared cache keys on both.
      reply.header('Vary', 'Accept-Language, Cookie');
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (
      body.length > 1024 &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /^(text\/|application\/json|text\/x-script)/.test(type)
    ) {
      const vary = reply.getHeader('vary');
      return reply
        .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        .header('Content-Encoding', 'gzip')
        .send(gzipSync(body));
    }
    return reply.send(body);
  };

  await app.register(async (scope) => {
    // Remix reads form posts and its own data requests from the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
    // The account area's uploads (/home/upload) take the largest file the upload route accepts (a 40 MB video) and
    // its form fields; every other page keeps the server's body limit.
    scope.route({ method: 'POST', url: '/home/upload', bodyLimit: UPLOAD_BODY_LIMIT, handler });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler });
  });
}

function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, String(v));
  }
  const controller = new AbortController();
  reply.raw.once('close', () => reply.raw.writableFinished || controller.abort());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : null,
  });
}
