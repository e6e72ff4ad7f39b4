import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Identity, income and contract papers (PAN, Aadhaar, offer letters, agreements, invoices, claim
 * documents...) are private: stored under `private/` and served only through a link signed for one
 * viewer's session, valid for an hour. Whoever may read the record that holds the address gets the
 * signed link (every JSON answer to a signed-in caller is signed on the way out); the bare address
 * alone opens nothing. Photos of properties, people and content stay public.
 */
const PUBLIC_FOLDERS = new Set([
  'property',
  'properties',
  'profile',
  'avatar',
  'image',
  'images',
  'video',
  'videos',
  'content',
  'press',
  'leadership',
  'testimonial',
  'seed',
]);

export const PRIVATE_PREFIX = 'private/';
export const LINK_TTL_SECONDS = 60 * 60;

/** Is a file of this upload folder private? Anything not known to be a public picture is. */
export function isPrivateFolder(folder: string): boolean {
  return !PUBLIC_FOLDERS.has(folder);
}

const signature = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');

/** `?exp=&sig=` for a private key; the expiry is rounded up to 10 minutes so repeated answers stay cacheable. */
export function signedQuery(secret: string, key: string, now = Date.now()): string {
  const exp = Math.ceil((now / 1000 + LINK_TTL_SECONDS) / 600) * 600;
  return `exp=${exp}&sig=${signature(secret, key, exp)}`;
}

export function linkIsValid(secret: string, key: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
  const expiry = Number(exp);
  if (!Number.isInteger(expiry) || expiry * 1000 < now || typeof sig !== 'string') return false;
  const expected = Buffer.from(signature(secret, key, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const PRIVATE_URL = /^((?:https?:\/\/[^/?#\s]+)?\/uploads\/)(private\/[A-Za-z0-9._/-]+?)(?:\?exp=\d+&sig=[\w-]+)?$/;

/** Copies `value` with every private upload address in it signed (any stale signature replaced). */
export function signPrivateUrls(value: unknown, secret: string, depth = 0): unknown {
  if (typeof value === 'string') {
    const m = PRIVATE_URL.exec(value);
    return m ? `${m[1]}${m[2]}?${signedQuery(secret, m[2])}` : value;
  }
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => signPrivateUrls(v, secret, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  // fromEntries defines each key: a field named `__proto__` (in an error's `errors`) stays a field.
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signPrivateUrls(v, secret, depth + 1)]));
}

/** The stored key and signature parts of a (possibly signed) upload address. */
export function privateKeyOf(url: string): { key: string; exp?: string; sig?: string } | undefined {
  try {
    const parsed = new URL(url, 'http://x');
    const m = /^\/uploads\/(private\/.+)$/.exec(parsed.pathname);
    return m
      ? {
          key: m[1],
          exp: parsed.searchParams.get('exp') ?? undefined,
          sig: parsed.searchParams.get('sig') ?? undefined,
        }
      : undefined;
  } catch {
    return undefined;
  }
}
