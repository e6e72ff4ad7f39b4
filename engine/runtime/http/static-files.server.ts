import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  /** Content-hashed (under `assets/`): cached for a year. */
  immutable: boolean;
}

/** Every file of a built folder, keyed by its path relative to the folder; text files gzipped once. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const path = relative(dir, file).split(sep).join('/');
        const ext = extname(name);
        const body = readFileSync(file);
        files.set(path, {
          body,
          gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined,
          type: TYPES[ext] ?? 'application/octet-stream',
          immutable: path.startsWith('assets/'),
        });
      }
    }
  };
  walk(dir);
  return files;
}

/** Sends one loaded file: its type, caching by whether it is hashed, gzip when the client takes it. */
export function sendStatic(req: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply.header('Content-Type', file.type).header('X-Content-Type-Options', 'nosniff');
  reply.header(
    'Cache-Control',
    file.immutable
      ? 'public, max-age=31536000, immutable'
      : file.type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=3600',
  );
  reply.header('Vary', 'Accept-Encoding');
  if (file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}
