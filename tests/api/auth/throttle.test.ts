import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#server/app.server.ts';
import { hashToken } from '#server/auth/operations/tokens.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * Authentication is throttled per account and per address with its state in the database
 * (security rules, docs/architecture.md; ASVS V2.2.1): the right password after many wrong ones is refused with 429 and
 * Retry-After until the wait passes, whichever process is asked.
 */
let api: TestApi;
let second: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  // A second server on the same database: the count is the database's, not a process's.
  second = await buildApp({ handle: api.handle, config: api.config });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await api?.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (app: TestApi['app'], email: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: from(address) });
/** Ends every wait now, as if its time had passed. */
const waitPasses = () => sql`UPDATE auth_throttle SET "resetAt" = now() - interval '1 second'`.execute(api.db);

describe('sign-in throttle', () => {
  it('refuses the right password after five wrong ones, from either process, until the wait passes, without ever growing the lock', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(i % 2 ? second : api.app, user.email, `Wrong-${i}`, '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    // While locked, the right password is refused, and retrying (right or wrong) never extends or escalates the lock.
    const waits: number[] = [];
    for (const app of [api.app, second, api.app, second]) {
      const refused = await login(app, user.email, 'Nivaas@123', '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'too_many_attempts',
        message: expect.stringMatching(
          /^Too many attempts: try again in \d+ minutes?, or reset your password to sign in now$/,
        ),
        resetPath: '/forgot-password',
      });
      waits.push(Number(refused.headers['retry-after']));
    }
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
    expect(waits.every((wait, i) => i === 0 || wait <= waits[i - 1])).toBe(true);
    const hits = await sql<{
      hits: number;
    }>`SELECT hits FROM auth_throttle WHERE "key" = ${`login:pair:${user.email}|203.0.113.7`}`.execute(api.db);
    expect(hits.rows[0].hits).toBe(5);

    await waitPasses();
    const after = await login(second, user.email, 'Nivaas@123', '203.0.113.7');
    expect(after.statusCode).toBe(200);
    expect(after.json().tokens.access.token).toEqual(expect.any(String));
    // The success forgot the account's failures: a new mistake is an ordinary 401.
    expect((await login(api.app, user.email, 'Wrong-again', '203.0.113.7')).statusCode).toBe(401);
  });

  it('lifts the sign-in lock when the password is reset', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    for (let i = 0; i < 5; i++) await login(api.app, user.email, `Wrong-${i}`, '203.0.113.8');
    expect((await login(api.app, user.email, 'Nivaas@123', '203.0.113.8')).statusCode).toBe(429);
    const token = 'reset-token-for-the-lock-test';
    await api.db
      .insertInto('password_reset')
      .values({
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      } as any)
      .execute();
    const reset = await api.app.inject({
      method: 'POST',
      url: `/api/v1/auth/reset-password?token=${token}`,
      payload: { password: 'Another@123', confirmPassword: 'Another@123' },
      headers: from('203.0.113.8'),
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(api.app, user.email, 'Another@123', '203.0.113.8')).statusCode).toBe(200);
  });

  it('does not let one address lock the account out for the real user elsewhere', async () => {
    const user = await makeUser(api, { userType: 'landlord' });
    for (let i = 0; i < 12; i++) await login(api.app, user.email, `Wrong-${i}`, '198.51.100.20');
    expect((await login(api.app, user.email, 'Nivaas@123', '198.51.100.20')).statusCode).toBe(429);
    expect((await login(api.app, user.email, 'Nivaas@123', '192.0.2.44')).statusCode).toBe(200);
  });

  it('locks the account from every address after many failures spread over addresses, for one window only', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    for (let i = 0; i < 20; i++)
      expect((await login(api.app, user.email, `Wrong-${i}`, `198.51.100.${100 + i}`)).statusCode).toBe(401);
    const refused = await login(api.app, user.email, 'Nivaas@123', '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await waitPasses();
    expect((await login(api.app, user.email, 'Nivaas@123', '192.0.2.99')).statusCode).toBe(200);
  });

  it("forgets an account's failures when it signs in", async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(api.app, user.email, `Wrong-${i}`, '203.0.113.50')).statusCode).toBe(401);
      expect((await login(api.app, user.email, 'Nivaas@123', '203.0.113.50')).statusCode).toBe(200);
    }
  });

  it('stops one address trying many accounts, and the browser session sign-in shares the count', async () => {
    for (let i = 0; i < 30; i++) await login(api.app, `nobody-${i}@nivaas.test`, 'Wrong-password', '203.0.113.90');
    const user = await makeUser(api, { userType: 'tenant' });
    const session = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email: user.email, password: 'Nivaas@123' },
      headers: from('203.0.113.90'),
    });
    expect(session.statusCode).toBe(429);
    expect(session.headers['retry-after']).toMatch(/^\d+$/);
    expect((await login(api.app, user.email, 'Nivaas@123', '203.0.113.91')).statusCode).toBe(200);
  });

  it('limits reset e-mails per account and refuses guessed reset tokens', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const forgot = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: user.email },
        headers: from('203.0.113.120'),
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(204);
    expect((await forgot()).statusCode).toBe(429);
    const reset = (token: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/v1/auth/reset-password?token=${token}`,
        payload: { password: 'Another@123', confirmPassword: 'Another@123' },
        headers: from('203.0.113.121'),
      });
    for (let i = 0; i < 10; i++) expect((await reset(`guess-${i}`)).statusCode).toBe(401);
    expect((await reset('guess-x')).statusCode).toBe(429);
  });

  it('refuses an address guessing API tokens before looking them up; a real token elsewhere still works', async () => {
    const landlord = await makeUser(api, { userType: 'landlord' });
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/auth/tokens',
      token: landlord.token,
      payload: { description: 'Sync' },
    });
    const token: string = created.json().token;
    const me = (bearer: string, address: string) =>
      api.app.inject({
        method: 'GET',
        url: `/api/v1/users/${landlord.id}`,
        headers: { authorization: `Bearer ${bearer}`, ...from(address) },
      });
    for (let i = 0; i < 20; i++) expect((await me(`nv_guess${i}`, '203.0.113.150')).statusCode).toBe(401);
    const refused = await me(token, '203.0.113.150');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await me(token, '203.0.113.151')).statusCode).toBe(200);
  });

  it('throttles wrong one-time codes per address', async () => {
    const check = (i: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/verify/verifyleadotp',
        payload: { mobileNo: `9198765${String(43000 + i)}`, code: '0000' },
        headers: from('203.0.113.170'),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await check(i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s >= 400 && s < 500 && s !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('throttled routes and malformed input', () => {
  it('answers a NUL in a credential with the usual 400 and counts nothing', async () => {
    for (const [url, payload] of [
      ['/api/v1/auth/login', { email: 'a\u0000@nivaas.test', password: 'x' }],
      ['/api/v1/auth/forgot-password', { email: '\u0000' }],
      ['/api/v1/verify/verifyleadotp', { mobileNo: '\u0000', code: '' }],
    ] as const) {
      const res = await api.app.inject({ method: 'POST', url, payload, headers: from('203.0.113.200') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_text', message: expect.any(String) });
    }
    const rows = await api.db
      .selectFrom('auth_throttle')
      .select('key')
      .where('key', 'like', '%203.0.113.200%')
      .execute();
    expect(rows).toEqual([]);
  });
});
