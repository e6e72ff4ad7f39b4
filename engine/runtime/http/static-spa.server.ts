import { extname } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { loadStaticFiles, sendStatic, type StaticFile } from './static-files.server.ts';

export interface SpaOptions {
  /** URL prefix without a trailing slash, e.g. `/admin`. */
  prefix: string;
  /** The built folder (Vite's outDir). */
  dir: string;
  /** Content-Security-Policy for the app's pages. */
  csp: string;
  /** What to answer when the folder has not been built. */
  notBuilt: string;
  /** Where to send a request for a page of the app instead (for example an account the app is not for). */
  redirect?: (req: FastifyRequest) => string | undefined;
}

/**
 * Serves a built single-page app from memory: hashed files under `assets/` cached for a year, every
 * other path under the prefix answered with index.html (the app routes on the client). Text files are
 * gzipped once at start.
 */
export function registerSpa(app: FastifyInstance, options: SpaOptions): void {
  const assets = loadStaticFiles(options.dir);
  const send = (req: FastifyRequest, reply: FastifyReply, asset: StaticFile) => {
    if (asset.type.startsWith('text/html')) {
      reply
        .header('Content-Security-Policy', options.csp)
        .header('X-Frame-Options', 'DENY')
        .header('Referrer-Policy', 'same-origin');
    }
    return sendStatic(req, reply, asset);
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const elsewhere = options.redirect?.(req);
    if (elsewhere) return reply.redirect(elsewhere);
    const index = assets.get('index.html');
    if (!index) return reply.status(503).type('text/plain; charset=utf-8').send(options.notBuilt);
    const path = decodeURIComponent(req.url.split('?')[0]).slice(options.prefix.length).replace(/^\/+/, '');
    const asset = assets.get(path);
    if (asset) return send(req, reply, asset);
    if (path.startsWith('assets/') || extname(path))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return send(req, reply, index);
  };
  app.get(options.prefix, async (req, reply) => reply.redirect(options.redirect?.(req) ?? `${options.prefix}/`));
  app.get(`${options.prefix}/*`, handler);
}
