import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashToken } from '#server/auth/operations/tokens.server.ts';
import { ROTATION_GRACE_MS } from '#server/auth/store.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let email: string;
beforeAll(async () => {
  api = await startTestApi();
  email = (await makeUser(api, { userType: 'internal', role: 'admin' })).email;
});
afterAll(() => api?.close());

const cookieOf = (setCookie: string | string[] | undefined) => String([setCookie].flat()[0] ?? '');
const tokenIn = (cookie: string) => /nv_session=([^;]*)/.exec(cookie)?.[1] ?? '';

describe('browser sessions: refresh token in an httpOnly cookie, access token in the body', () => {
  it('signs in with a Lax httpOnly cookie scoped to the session path, and never puts the refresh token in the body', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email, password: 'Nivaas@123' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res.headers['set-cookie']);
    expect(cookie).toMatch(/^nv_session=[^;]{20,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const body = res.json();
    expect(body.user.email).toBe(email);
    expect(body.user.password).toBeUndefined();
    expect(body.access.token).toMatch(/^eyJ/);
    expect(JSON.stringify(body)).not.toContain(tokenIn(cookie));
    const me = await api.request({ method: 'GET', url: '/api/v1/users/config', token: body.access.token });
    expect(me.statusCode).toBe(200);
  });

  it('rotates on refresh; the old cookie then counts as a replay and ends the login', async () => {
    const login = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email, password: 'Nivaas@123' },
    });
    const first = tokenIn(cookieOf(login.headers['set-cookie']));
    const refreshed = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/refresh',
      payload: {},
      headers: { cookie: `nv_session=${first}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = tokenIn(cookieOf(refreshed.headers['set-cookie']));
    expect(second).not.toBe(first);
    expect(refreshed.json().user.email).toBe(email);

    // Within the grace window the used cookie answers with the same successor (a racing tab, a cut-off reload).
    const racing = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/refresh',
      payload: {},
      headers: { cookie: `nv_session=${first}` },
    });
    expect(racing.statusCode).toBe(200);
    expect(tokenIn(cookieOf(racing.headers['set-cookie']))).toBe(second);

    // Past it, presenting the used cookie is a replay.
    await api.db
      .updateTable('session')
      .set({ revokedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000).toISOString() })
      .where('refreshTokenHash', '=', hashToken(first))
      .execute();
    const replay = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/refresh',
      payload: {},
      headers: { cookie: `nv_session=${first}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(cookieOf(replay.headers['set-cookie'])).toContain('Max-Age=0');
    const afterReplay = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/refresh',
      payload: {},
      headers: { cookie: `nv_session=${second}` },
    });
    expect(afterReplay.statusCode).toBe(401);
    const access = refreshed.json().access.token;
    expect((await api.request({ method: 'GET', url: '/api/v1/users/config', token: access })).statusCode).toBe(401);
  });

  it('logs out: the cookie is deleted and can no longer be traded', async () => {
    const login = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email, password: 'Nivaas@123' },
    });
    const token = tokenIn(cookieOf(login.headers['set-cookie']));
    const out = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/logout',
      payload: {},
      headers: { cookie: `nv_session=${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out.headers['set-cookie'])).toMatch(/nv_session=; .*Max-Age=0/);
    const again = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/refresh',
      payload: {},
      headers: { cookie: `nv_session=${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie, a wrong password, and bodies that are not JSON (no cross-site forms)', async () => {
    expect((await api.request({ method: 'POST', url: '/api/v1/auth/session/refresh', payload: {} })).statusCode).toBe(
      401,
    );
    const bad = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email, password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Incorrect email or password');
    expect(bad.headers['set-cookie']).toBeUndefined();
    const form = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session/logout',
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.statusCode).toBe(415);
  });
});
