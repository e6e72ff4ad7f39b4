import { createHash, createHmac, randomBytes } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

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

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A signed JWT (HS256, jose) naming the user and the session family it belongs to; nothing else is
 * trusted from it: the user and the session are re-read per request.
 */
export async function signAccessToken(
  userId: string,
  family: string,
  secret: string,
  now = Date.now(),
): Promise<{ token: string; expires: string }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TTL_SECONDS;
  const token = await new SignJWT({ fam: family, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expires: new Date(exp * 1000).toISOString() };
}

/**
 * The user and session family of a valid, unexpired access token; undefined otherwise. Only HS256 is
 * accepted (no `alg: none`, no other algorithm), and only tokens whose `typ` claim is `access`.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<{ userId: string; family: string } | undefined> {
  try {
    const { payload } = await jwtVerify<Partial<AccessClaims>>(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.fam !== 'string')
      return undefined;
    return { userId: payload.sub, family: payload.fam };
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

/**
 * The refresh token that replaces `token` on rotation: derived from it with the server's secret (HMAC),
 * so a refresh racing the one that rotated it can be answered with the same successor although only
 * hashes are stored (decision 043). Unguessable without both the old token and the secret.
 */
export function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}
