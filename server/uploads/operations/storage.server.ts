import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are `folder/name.ext` paths made of safe segments (see safeKey);
 * the same interface is backed by a local folder (default) or an S3-compatible bucket.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The size of a stored file, or undefined when there is none (folders count as none). */
  size(key: string): Promise<number | undefined>;
  /** The bytes of a stored file, whole or from `start` to `end` inclusive. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * A bucket only: an address the browser can fetch the file from directly for `seconds`, answered
   * with these headers (a presigned GET; the local folder has none, so the server sends the bytes).
   */
  presignedUrl?(
    key: string,
    seconds: number,
    answer: { contentType: string; disposition: string; cacheControl: string },
  ): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A key is safe when every segment is a plain name: no `..`, no empty or hidden segments, no
 * backslashes or control characters, at most 6 levels. Returns the normalised key or undefined.
 */
export function safeKey(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- refusing control characters in a key is the point.
  if (raw.length > 512 || /[\\\0-\x1f]/.test(raw)) return undefined;
  const parts = raw.split('/');
  if (parts.length > 6 || !parts.every((p) => SEGMENT.test(p) && !p.includes('..'))) return undefined;
  return parts.join('/');
}
