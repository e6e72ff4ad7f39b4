import type { FastifyReply } from 'fastify';

import { ApiError, notFound } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

import { type FileStorage, safeKey } from './storage.server.ts';

/** Content types by extension; anything else is a download (application/octet-stream), never run by the browser. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Shown in the browser; the rest are offered as downloads. */
const INLINE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'pdf', 'mp4', 'avi', 'txt']);
/** No script runs in a served file, even an SVG opened on its own (PDF viewers do not work sandboxed). */
const SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const extOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range); undefined when absent; 'bad' when it cannot be served. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined | 'bad' {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number, end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

/** The content type, disposition and caching a stored file is answered with (what a presigned bucket address is told to answer). */
export function answerFor(
  key: string,
  options: { download?: boolean; privateFile?: boolean } = {},
): { contentType: string; disposition: string; cacheControl: string } {
  const ext = extOf(key);
  return {
    contentType: Object.hasOwn(TYPES, ext) ? TYPES[ext] : 'application/octet-stream',
    disposition: `${options.download || !INLINE.has(ext) ? 'attachment' : 'inline'}; filename="${key.split('/').pop()!}"`,
    cacheControl: options.privateFile ? 'private, max-age=600' : 'public, max-age=604800',
  };
}

/**
 * Sends a stored file read-only: safe keys only, the content type of its extension, nosniff, single
 * byte ranges (videos seek), no folder listings.
 */
export async function sendStoredFile(
  storage: FileStorage,
  rawKey: string,
  reply: FastifyReply,
  options: { range?: string; download?: boolean; privateFile?: boolean } = {},
) {
  const key = safeKey(rawKey);
  if (!key) throw notFound(messages.labels.file);
  const size = await storage.size(key);
  if (size === undefined) throw notFound(messages.labels.file);
  const ext = extOf(key);
  const type = TYPES[ext] ?? 'application/octet-stream';
  const name = key.split('/').pop()!;
  reply.header('Content-Type', type);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Cache-Control', options.privateFile ? 'private, max-age=600' : 'public, max-age=604800');
  if (ext !== 'pdf') reply.header('Content-Security-Policy', SANDBOX);
  reply.header(
    'Content-Disposition',
    `${options.download || !INLINE.has(ext) ? 'attachment' : 'inline'}; filename="${name}"`,
  );
  const range = parseRange(options.range, size);
  if (range === 'bad') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new ApiError(416, 'range_not_satisfiable', messages.upload.rangeOutside);
  }
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
    return reply.send(await storage.open(key, range));
  }
  reply.header('Content-Length', size);
  return reply.send(size === 0 ? '' : await storage.open(key));
}

/** The storage key in one of our file URLs (`https://host/uploads/a/b.png` or `/uploads/a/b.png`), else undefined. */
export function keyFromUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined;
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return undefined;
  }
  if (!path.startsWith('/uploads/')) return undefined;
  try {
    return safeKey(decodeURIComponent(path.slice('/uploads/'.length)));
  } catch {
    return undefined;
  }
}
