import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashToken } from '#server/auth/operations/tokens.server.ts';
import { ROTATION_GRACE_MS } from '#server/auth/store.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api?.close());

/** A used refresh token's rotation moved back past the grace window, so presenting it again is a replay. */
const pastGrace = (token: string) =>
  api.db
    .updateTable('session')
    .set({ revokedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000).toISOString() })
    .where('refreshTokenHash', '=', hashToken(token))
    .execute();
const post = (url: string, payload: unknown, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1/auth/${url}`, payload: payload as any, token });

describe('register, login, refresh, logout', () => {
  it('registers a tenant: 201 with the user (no password) and a token pair, the password stored as a scrypt hash', async () => {
    const res = await post('register', {
      email: 'Asha.Rao@Example.in',
      password: 'Secret#123',
      userType: 'tenant',
      externalId: 'EXT-1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'asha.rao@example.in',
      userType: 'tenant',
      type: 'tenant',
      externalId: 'EXT-1',
    });
    expect(body.user.tenantCode).toMatch(/^NVT\d+$/);
    expect(body.user).not.toHaveProperty('password');
    expect(body.tokens.access).toEqual({ token: expect.any(String), expires: expect.any(String) });
    expect(body.tokens.refresh).toEqual({ token: expect.any(String), expires: expect.any(String) });
    const stored = await api.db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'asha.rao@example.in')
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^scrypt\$/);
    expect(stored.password).not.toContain('Secret#123');
    const session = await api.db
      .selectFrom('session')
      .select('refreshTokenHash')
      .where('userId', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(session.refreshTokenHash).not.toBe(body.tokens.refresh.token);
    const me = await api.request({
      method: 'GET',
      url: `/api/v1/users/${body.user.id}`,
      token: body.tokens.access.token,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('asha.rao@example.in');
  });

  it('refuses a taken e-mail with 409, staff self-registration, and bad input with the schema messages', async () => {
    const dup = await post('register', { email: 'asha.rao@example.in', password: 'Another#123', userType: 'landlord' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Email already taken');
    const staff = await post('register', { email: 'sneaky@example.in', password: 'Secret#123', userType: 'internal' });
    expect(staff.statusCode).toBe(403);
    expect(
      await api.db.selectFrom('user').select('id').where('email', '=', 'sneaky@example.in').executeTakeFirst(),
    ).toBeUndefined();
    const bad = await post('register', { email: 'not-an-email', password: 'short', userType: 'tenant' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'password']);
    const unknownField = await post('register', {
      email: 'x@example.in',
      password: 'Secret#123',
      userType: 'tenant',
      role: 'admin',
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('logs in with the Express-boilerplate shape; wrong password and unknown e-mail get the same 401', async () => {
    const ok = await post('login', { email: 'ASHA.RAO@example.in', password: 'Secret#123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      user: { email: 'asha.rao@example.in' },
      tokens: { access: { token: expect.any(String) }, refresh: { token: expect.any(String) } },
    });
    expect(ok.json().user).not.toHaveProperty('password');
    for (const payload of [
      { email: 'asha.rao@example.in', password: 'Wrong#1234' },
      { email: 'nobody@example.in', password: 'Secret#123' },
    ]) {
      const res = await post('login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect email or password');
    }
    expect((await post('login', { email: 'asha.rao@example.in' })).statusCode).toBe(400);
  });

  it('rotates the refresh token on every use; replaying a used one revokes the whole family', async () => {
    const login = (await post('login', { email: 'asha.rao@example.in', password: 'Secret#123' })).json();
    const first = login.tokens.refresh.token;
    const r1 = await post('refresh-tokens', { refreshToken: first });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().refresh.token;
    expect(second).not.toBe(first);
    expect(r1.json().access.token).toEqual(expect.any(String));
    // Within the grace window the used token answers with the same successor (decision 043); past it, a replay.
    expect((await post('refresh-tokens', { refreshToken: first })).json().refresh.token).toBe(second);
    await pastGrace(first);
    const replay = await post('refresh-tokens', { refreshToken: first });
    expect(replay.statusCode).toBe(401);
    // The thief's replay also kills the legitimate holder's current token.
    expect((await post('refresh-tokens', { refreshToken: second })).statusCode).toBe(401);
    // Another login (another family) is unaffected.
    const other = (await post('login', { email: 'asha.rao@example.in', password: 'Secret#123' })).json();
    expect((await post('refresh-tokens', { refreshToken: other.tokens.refresh.token })).statusCode).toBe(200);
    expect((await post('refresh-tokens', { refreshToken: 'garbage' })).statusCode).toBe(401);
    expect((await post('refresh-tokens', {})).statusCode).toBe(400);
  });

  it('logout answers 204 and the refresh token stops working', async () => {
    const login = (await post('login', { email: 'asha.rao@example.in', password: 'Secret#123' })).json();
    const res = await post('logout', { refreshToken: login.tokens.refresh.token });
    expect(res.statusCode).toBe(204);
    expect((await post('refresh-tokens', { refreshToken: login.tokens.refresh.token })).statusCode).toBe(401);
    expect((await post('logout', {})).statusCode).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const login = (await post('login', { email: 'asha.rao@example.in', password: 'Secret#123' })).json();
    await api.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', login.user.id)
      .execute();
    expect((await post('refresh-tokens', { refreshToken: login.tokens.refresh.token })).statusCode).toBe(401);
  });
});

describe('access tokens end with their login', () => {
  const me = (token: string) => api.request({ method: 'GET', url: '/api/v1/users/permission', token });
  const login = async () =>
    (await post('login', { email: 'asha.rao@example.in', password: 'Secret#123' })).json().tokens;

  it('a logout makes the access token of that login stop working at once, and leaves other logins signed in', async () => {
    const phone = await login();
    const laptop = await login();
    expect((await me(phone.access.token)).statusCode).toBe(200);
    expect((await post('logout', { refreshToken: phone.refresh.token })).statusCode).toBe(204);
    expect((await me(phone.access.token)).statusCode).toBe(401);
    expect((await me(laptop.access.token)).statusCode).toBe(200);
  });

  it('a refreshed login keeps working; a replayed refresh token kills its access tokens too', async () => {
    const first = await login();
    const next = (await post('refresh-tokens', { refreshToken: first.refresh.token })).json();
    expect((await me(first.access.token)).statusCode).toBe(200);
    expect((await me(next.access.token)).statusCode).toBe(200);
    await pastGrace(first.refresh.token);
    expect((await post('refresh-tokens', { refreshToken: first.refresh.token })).statusCode).toBe(401);
    expect((await me(next.access.token)).statusCode).toBe(401);
  });

  it('changing the password signs out every other login but not this one', async () => {
    const here = await login();
    const elsewhere = await login();
    const changed = await post('change-password', { password: 'Changed#456' }, here.access.token);
    expect(changed.statusCode).toBe(200);
    expect((await me(here.access.token)).statusCode).toBe(200);
    expect((await me(elsewhere.access.token)).statusCode).toBe(401);
    expect((await post('refresh-tokens', { refreshToken: elsewhere.refresh.token })).statusCode).toBe(401);
    expect((await post('login', { email: 'asha.rao@example.in', password: 'Changed#456' })).statusCode).toBe(200);
  });
});
