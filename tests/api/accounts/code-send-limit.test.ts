import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { buildApp } from '#server/app.server.ts';
import { OTP_MAX_SENDS_PER_ACCOUNT_HOUR } from '#server/verification/store.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import type { TestUser } from './fixtures.ts';

/**
 * Code sends are limited per signed-in account as well as per address and per phone or e-mail (issue 29; security
 * rules, docs/architecture.md): at most ten an hour from one account whatever the targets, counted in the database
 * (`otp_code`), so every server process refuses alike. Sent as the issue measured it: one tenant, one address, many
 * e-mail addresses.
 */
let api: TestApi;
let second: TestApi['app'];

beforeAll(async () => {
  api = await startTestApi();
  // A second server process on the same database.
  second = await buildApp({ handle: api.handle, config: api.config });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await api?.close();
});

const workEmail = (user: TestUser, i: number) =>
  api.v1('POST', '/verify/generateotponmail', user.token, {
    email: `desk${i}-${user.id.slice(0, 8)}@work.example`,
    isWorkEmail: true,
  });
const phoneCode = (user: TestUser, mobileNo: string) => api.v1('POST', '/verify/generateotp', user.token, { mobileNo });
const sentFrom = async (userId: string) =>
  (await api.db.selectFrom('otp_code').select('id').where('userId', '=', userId).execute()).length;
const mailsTo = async (domain: string) =>
  (await api.db.selectFrom('outbox_message').select('id').where('to', 'like', `%${domain}`).execute()).length;
const TOO_MANY = /^Too many codes were sent from your account; try again in (60 minutes|1 hour)$/;

describe('code sends per signed-in account', () => {
  it('accepts ten e-mail codes from one account in an hour, to any addresses, and refuses the other twenty with a clear message', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await workEmail(tenant, i));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(OTP_MAX_SENDS_PER_ACCOUNT_HOUR);
    expect(answers.slice(0, OTP_MAX_SENDS_PER_ACCOUNT_HOUR).every((a) => a.statusCode === 200)).toBe(true);
    for (const refused of answers.slice(OTP_MAX_SENDS_PER_ACCOUNT_HOUR)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('otp_too_many_for_account');
      expect(refused.json().message).toMatch(TOO_MANY);
    }
    expect(await sentFrom(tenant.id)).toBe(OTP_MAX_SENDS_PER_ACCOUNT_HOUR);
    expect(await mailsTo(`${tenant.id.slice(0, 8)}@work.example`)).toBe(OTP_MAX_SENDS_PER_ACCOUNT_HOUR);

    // Phone codes count to the same account, and so does another server process: the count is in the database.
    const phone = await phoneCode(tenant, '919812340001');
    expect([phone.statusCode, phone.json().code]).toEqual([429, 'otp_too_many_for_account']);
    const elsewhere = await second.inject({
      method: 'POST',
      url: '/api/v1/verify/generateotponmail',
      headers: { authorization: `Bearer ${tenant.token}` },
      payload: { email: 'other@work.example', isWorkEmail: true },
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([429, expect.stringMatching(TOO_MANY)]);
    expect(await sentFrom(tenant.id)).toBe(OTP_MAX_SENDS_PER_ACCOUNT_HOUR);
  });

  it('counts each account on its own: another tenant from the same address still sends', async () => {
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await workEmail(other, 1)).statusCode).toBe(200);
    expect((await phoneCode(other, '919812340002')).statusCode).toBe(200);
  });

  it('counts phone and e-mail codes together, and frees the account an hour after its sends', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    for (let i = 0; i < OTP_MAX_SENDS_PER_ACCOUNT_HOUR - 1; i++)
      expect((await workEmail(tenant, i)).statusCode).toBe(200);
    expect((await phoneCode(tenant, '919812340003')).statusCode).toBe(200);
    const refused = await workEmail(tenant, 99);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'otp_too_many_for_account']);
    // An hour later (the codes aged past the window), the account sends again.
    await api.db
      .updateTable('otp_code')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('userId', '=', tenant.id)
      .execute();
    expect((await workEmail(tenant, 100)).statusCode).toBe(200);
  });

  it('keeps the per-address-or-phone limits: five an hour to one phone, one a minute', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect((await phoneCode(tenant, '919812340004')).statusCode).toBe(200);
    const soon = await phoneCode(tenant, '919812340004');
    expect([soon.statusCode, soon.json().message]).toEqual([429, messages.verification.otpTooSoon]);
  });
});
