import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  const res = await post('register', { email: 'meera@example.in', password: 'Original#1', userType: 'landlord' });
  expect(res.statusCode).toBe(201);
}, 120_000);
afterAll(() => api?.close());

const post = (url: string, payload: unknown, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1/auth/${url}`, payload: payload as any, token });
const login = (password: string) => post('login', { email: 'meera@example.in', password });

/** The reset token from the newest e-mail sent to `to` (what the user clicks). */
async function tokenFromOutbox(to: string): Promise<string> {
  const mail = await api.db
    .selectFrom('outbox_message')
    .selectAll()
    .where('to', '=', to)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/reset-password\?token=([^\s]+)/.exec(mail.body);
  expect(match, mail.body).not.toBeNull();
  return decodeURIComponent(match![1]);
}

describe('forgot and reset password', () => {
  it('answers 204 for an unknown address and e-mails nothing', async () => {
    const res = await post('forgot-password', { email: 'ghost@example.in' });
    expect(res.statusCode).toBe(204);
    expect(
      await api.db.selectFrom('outbox_message').select('id').where('to', '=', 'ghost@example.in').execute(),
    ).toHaveLength(0);
    expect((await post('forgot-password', { email: 'nope' })).statusCode).toBe(400);
  });

  it('e-mails a link on the public site; the token resets the password once and signs out every session', async () => {
    const before = (await login('Original#1')).json();
    const res = await post('forgot-password', { email: 'Meera@Example.in' });
    expect(res.statusCode).toBe(204);
    const mail = await api.db
      .selectFrom('outbox_message')
      .selectAll()
      .where('to', '=', 'meera@example.in')
      .executeTakeFirstOrThrow();
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain(`${api.config.publicUrl}/reset-password?token=`);
    const token = await tokenFromOutbox('meera@example.in');
    const stored = await api.db
      .selectFrom('password_reset')
      .select(['tokenHash', 'expiresAt'])
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toBe(token);
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const bad = await api.request({
      method: 'POST',
      url: `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const reset = await api.request({
      method: 'POST',
      url: `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'Renewed#22' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login('Original#1')).statusCode).toBe(401);
    expect((await login('Renewed#22')).statusCode).toBe(200);
    expect((await post('refresh-tokens', { refreshToken: before.tokens.refresh.token })).statusCode).toBe(401);

    const again = await api.request({
      method: 'POST',
      url: `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'Hijacked#33' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Password reset failed');
    expect((await login('Renewed#22')).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or missing token with 401', async () => {
    await post('forgot-password', { email: 'meera@example.in' });
    const token = await tokenFromOutbox('meera@example.in');
    await api.db
      .updateTable('password_reset')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('usedAt', 'is', null)
      .execute();
    for (const url of [
      `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      '/api/v1/auth/reset-password?token=made-up',
      '/api/v1/auth/reset-password',
    ]) {
      const res = await api.request({ method: 'POST', url, payload: { password: 'Expired#44' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Password reset failed');
    }
    expect((await login('Renewed#22')).statusCode).toBe(200);
  });

  it('checks the confirmation when the reset form sends one', async () => {
    await post('forgot-password', { email: 'meera@example.in' });
    const token = await tokenFromOutbox('meera@example.in');
    const res = await api.request({
      method: 'POST',
      url: `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'Matching#55', confirmPassword: 'Different#55' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.confirmPassword).toBe('please enter same password in both fields');
  });
});

describe('change password', () => {
  it('needs a signed-in caller, validates, and answers the specification message', async () => {
    expect((await post('change-password', { password: 'Changed#66' })).statusCode).toBe(401);
    const session = (await login('Renewed#22')).json();
    const bad = await post('change-password', { password: 'x' }, session.tokens.access.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.password).toEqual(expect.any(String));
    const res = await post('change-password', { password: 'Changed#66' }, session.tokens.access.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password Updated Successfully' });
    expect((await login('Renewed#22')).statusCode).toBe(401);
    expect((await login('Changed#66')).statusCode).toBe(200);
  });
});
