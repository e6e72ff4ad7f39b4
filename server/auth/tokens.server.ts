import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 30 minutes; refresh tokens 30 days, rotated on every use. */
export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/** API tokens are recognisable by their prefix. */
export const API_TOKEN_PREFIX = 'nv_';

export interface AccessClaims {
  sub: string;
  /** The session family (one per login): the token dies with it on logout, reset or replay. */
  fam: string;
  typ: 'access';
  iat: number;
  exp: number;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A signed JWT (HS256) naming the user and the session family it belongs to; nothing else is trusted
 * from it: the user and the session are re-read per request.
 */
export function signAccessToken(userId: string, family: string, secret: string, now = Date.now()): { token: string; expires: string } {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: userId, fam: family, typ: 'access', iat, exp: iat + ACCESS_TTL_SECONDS };
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return { token: `${head}.${body}.${sig}`, expires: new Date(claims.exp * 1000).toISOString() };
}

/** The user and session family of a valid, unexpired access token; undefined otherwise. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): { userId: string; family: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
    if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.fam !== 'string' || claims.exp * 1000 <= now) return undefined;
    return { userId: claims.sub, family: claims.fam };
  } catch {
    return undefined;
  }
}

/** A random secret token (refresh, reset link, API token) and the hash that is stored instead of it. */
export function newSecretToken(prefix = ''): { token: string; hash: string } {
  const token = prefix + randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
