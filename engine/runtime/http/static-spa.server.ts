import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  immutable: boolean;
}

export interface SpaOptions {
  /** URL prefix without a trailing slash, e.g. `/admin`. */
  prefix: string;
  /** The built folder (Vite's outDir). */
  dir: string;
  /** Content-Security-Policy for the app's pages. */
  csp: string;
  /** What to answer when the folder has not been built. */
  notBuilt: string;
}

/**
 * Serves a built single-page app from memory: hashed files under `assets/` cached for a year, every
 * other path under the prefix answered with index.html (the app routes on the client). Text files are
 * gzipped once at start.
 */
export function registerSpa(app: FastifyInstance, options: SpaOptions): void {
  const assets = load(options.dir);
  const send = (req: FastifyRequest, reply: FastifyReply, asset: Asset) => {
    reply.header('Content-Type', asset.type).header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (asset.type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', options.csp).header('X-Frame-Options', 'DENY').header('Referrer-Policy', 'same-origin');
    }
    reply.header('Vary', 'Accept-Encoding');
    if (asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
    }
    return reply.send(asset.body);
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const index = assets.get('index.html');
    if (!index) return reply.status(503).type('text/plain; charset=utf-8').send(options.notBuilt);
    const path = decodeURIComponent(req.url.split('?')[0]).slice(options.prefix.length).replace(/^\/+/, '');
    const asset = assets.get(path);
    if (asset) return send(req, reply, asset);
    if (path.startsWith('assets/') || extname(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return send(req, reply, index);
  };
  app.get(options.prefix, async (_req, reply) => reply.redirect(`${options.prefix}/`));
  app.get(`${options.prefix}/*`, handler);
}

function load(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const path = relative(dir, file).split(sep).join('/');
        const ext = extname(name);
        const body = readFileSync(file);
        assets.set(path, {
          body,
          gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined,
          type: TYPES[ext] ?? 'application/octet-stream',
          immutable: path.startsWith('assets/'),
        });
      }
    }
  };
  walk(dir);
  return assets;
}
