import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { ACCESS_TTL_SECONDS, signAccessToken, verifyAccessToken } from '#server/auth/operations/tokens.server.ts';

const secret = 'test-secret-'.padEnd(48, 'x');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and claims, signed by hand with HMAC-SHA256 (or not at all). */
const handMade = (header: object, claims: object, sign: 'sha256' | 'sha512' | 'none' = 'sha256') => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${sign === 'none' ? '' : createHmac(sign, secret).update(input).digest('base64url')}`;
};
const now = Math.floor(Date.now() / 1000);
const good = { sub: 'user-1', fam: 'family-1', typ: 'access', iat: now, exp: now + 60 };

describe('access tokens (HS256 JWT)', () => {
  it('carry sub, fam, typ, iat and exp, live 30 minutes, and verify to the user and session family', async () => {
    const { token, expires } = await signAccessToken('user-1', 'family-1', secret, now * 1000);
    const [header, claims] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toEqual({ sub: 'user-1', fam: 'family-1', typ: 'access', iat: now, exp: now + ACCESS_TTL_SECONDS });
    expect(expires).toBe(new Date((now + ACCESS_TTL_SECONDS) * 1000).toISOString());
    expect(await verifyAccessToken(token, secret)).toEqual({ userId: 'user-1', family: 'family-1' });
    expect(await verifyAccessToken(handMade({ alg: 'HS256', typ: 'JWT' }, good), secret)).toEqual({
      userId: 'user-1',
      family: 'family-1',
    });
  });

  it('are refused when signed with another secret, expired, unsigned, of another algorithm or another typ', async () => {
    expect(
      await verifyAccessToken(
        (await signAccessToken('user-1', 'family-1', 'another-secret-'.padEnd(40, 'y'))).token,
        secret,
      ),
    ).toBeUndefined();
    expect(
      await verifyAccessToken(
        (await signAccessToken('user-1', 'family-1', secret, Date.now() - 31 * 60 * 1000)).token,
        secret,
      ),
    ).toBeUndefined();
    expect(await verifyAccessToken(handMade({ alg: 'none', typ: 'JWT' }, good, 'none'), secret)).toBeUndefined();
    expect(await verifyAccessToken(handMade({ alg: 'HS512', typ: 'JWT' }, good, 'sha512'), secret)).toBeUndefined();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256', typ: 'JWT' }, { ...good, typ: 'refresh' }), secret),
    ).toBeUndefined();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256', typ: 'JWT' }, { ...good, fam: undefined }), secret),
    ).toBeUndefined();
    expect(await verifyAccessToken('garbage', secret)).toBeUndefined();
  });
});
