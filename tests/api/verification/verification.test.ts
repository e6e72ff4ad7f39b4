import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { ALL_CITIES, CITIES_WITH_PINS } from '#server/verification/operations/pin-codes.ts';

import { outboxTo } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

async function lastCode(to: string): Promise<string> {
  const sent = await outboxTo(api, to);
  return /(\d{4}) is your/.exec(
    sent.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt))).at(-1)!.body,
  )![1];
}

describe('PIN and PAN', () => {
  it('looks up the state and city of a PIN of the nine cities, and answers Invalid Pin Code otherwise', async () => {
    expect(CITIES_WITH_PINS).toEqual(ALL_CITIES);
    expect((await call('GET', '/pin/110017', undefined)).json()).toEqual({
      pin: '110017',
      city: 'Delhi',
      state: 'Delhi',
    });
    expect((await call('GET', '/pin/201301', undefined)).json()).toMatchObject({
      city: 'Noida',
      state: 'Uttar Pradesh',
    });
    expect((await call('GET', '/pin/560034', undefined)).json()).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    for (const pin of ['999999', '12345', 'abcdef']) {
      const res = await call('GET', `/pin/${pin}`, undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid Pin Code');
    }
  });

  it('checks the PAN format', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    expect((await call('POST', '/pan/validate', user.token, { pan: 'ABCDE1234F' })).json()).toMatchObject({
      valid: true,
      message: messages.pan.valid,
    });
    const bad = await call('POST', '/pan/validate', user.token, { pan: 'ABC123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.pan.invalid);
    expect((await call('POST', '/pan/validate', undefined, { pan: 'ABCDE1234F' })).statusCode).toBe(401);
  });
});

describe('providers that are not configured', () => {
  it('answers the Aadhaar calls without a provider with 503 provider_unavailable, never a fake success', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    for (const [method, path] of [
      ['POST', '/adhaar/send/otp'],
      ['POST', '/adhaar/verify'],
    ]) {
      const res = await call(method, path, user.token, method === 'POST' ? {} : undefined);
      expect(res.statusCode, path).toBe(503);
      expect(res.json().code).toBe('provider_unavailable');
    }
    expect((await call('POST', '/adhaar/verify', user.token, {})).json().message).toBe(
      'Aadhaar verification is not configured',
    );
    expect((await call('POST', '/adhaar/verify', undefined, {})).statusCode).toBe(401);
  });
});

describe('Aadhaar e-KYC with the development provider', () => {
  it('sends a code to the registered mobile, refuses a wrong one, and marks the profile verified with the right one; the number is never stored', async () => {
    const user = await makeUser(api, { userType: 'tenant', phone: '919812300077' });
    const aadhaarNumber = '234567890123';
    expect(
      (await call('POST', '/verify/adhaar/generateotp', user.token, { aadhaarNumber: '12345' })).json().errors
        .aadhaarNumber,
    ).toBe('Please enter the 12 digits of your Aadhaar number');
    const sent = await call('POST', '/verify/adhaar/generateotp', user.token, { aadhaarNumber });
    expect(sent.json()).toEqual({ status: 'pending', maskedMobile: 'XXXXXXXX0077' });
    const code = await lastCode('919812300077');
    const wrong = await call('POST', '/verify/adhaar/verifyotp', user.token, {
      aadhaarNumber,
      code: code === '0000' ? '1111' : '0000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Wrong OTP!!!']);
    // The code belongs to that number: another number's check fails.
    expect(
      (await call('POST', '/verify/adhaar/verifyotp', user.token, { aadhaarNumber: '234567890124', code })).statusCode,
    ).toBe(400);
    const ok = await call('POST', '/verify/adhaar/verifyotp', user.token, { aadhaarNumber, code });
    expect(ok.json()).toEqual({ status: 'approved', message: 'Aadhaar Verified' });
    expect(
      await api.db
        .selectFrom('profile')
        .select(['isAdhaarVerified', 'aadhar'])
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ isAdhaarVerified: true, aadhar: null });
    const stored = await api.db
      .selectFrom('otp_code')
      .select('target')
      .where('userId', '=', user.id)
      .where('purpose', '=', 'aadhaar')
      .execute();
    expect(stored.every((r) => !String(r.target).includes(aadhaarNumber))).toBe(true);
  });

  it('asks for a phone first when the account has none, and answers 503 without a provider (production until one is configured)', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const res = await call('POST', '/verify/adhaar/generateotp', user.token, { aadhaarNumber: '234567890123' });
    expect([res.statusCode, res.json().message]).toEqual([422, messages.verification.aadhaarNoMobile]);
    const { sendAadhaarOtp } = await import('#server/verification/operations/aadhaar.server.ts');
    await expect(
      sendAadhaarOtp(
        api.db,
        undefined,
        {
          kind: 'user',
          id: user.id,
          userType: 'tenant',
          internal: false,
          admin: false,
          permissions: {},
          via: 'session',
        },
        { aadhaarNumber: '234567890123' },
      ),
    ).rejects.toMatchObject({ status: 503, code: 'provider_unavailable' });
  });
});

describe('phone and e-mail codes', () => {
  it('sends a 4-digit code by SMS, refuses a wrong one with Wrong OTP!!!, approves the right one and verifies the phone', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const mobileNo = '919812345671';
    expect((await call('POST', '/verify/generateotp', user.token, { mobileNo: '98123' })).json().errors.mobileNo).toBe(
      'Please Enter Correct Phone Number ',
    );
    expect((await call('POST', '/verify/generateotp', user.token, { mobileNo })).json()).toEqual({ status: 'pending' });
    const code = await lastCode(mobileNo);
    const stored = await sql<{ codeHash: string }>`select "codeHash" from otp_code where target = ${mobileNo}`.execute(
      api.db,
    );
    expect(stored.rows[0].codeHash).not.toContain(code);
    const wrong = await call('POST', '/verify/verifyotp', user.token, {
      mobileNo,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.otp.wrong);
    const ok = await call('POST', '/verify/verifyotp', user.token, { mobileNo, code });
    expect(ok.json()).toEqual({ status: 'approved', message: messages.phone.verified });
    const row = await api.db
      .selectFrom('user')
      .select(['phone', 'isPhoneVerified'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row).toEqual({ phone: mobileNo, isPhoneVerified: true });
    expect((await call('POST', '/verify/verifyotp', user.token, { mobileNo, code })).statusCode).toBe(400);
  });

  it('stops after five wrong codes, makes you wait a minute before a resend, and refuses a phone of another account', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const mobileNo = '919812345672';
    await call('POST', '/verify/generateotp', user.token, { mobileNo });
    const code = await lastCode(mobileNo);
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/verify/verifyotp', user.token, { mobileNo, code: wrongCode })).statusCode).toBe(400);
    expect((await call('POST', '/verify/verifyotp', user.token, { mobileNo, code })).json().code).toBe(
      'otp_max_attempts',
    );
    expect((await call('POST', '/verify/generateotp', user.token, { mobileNo })).statusCode).toBe(429);
    await makeUser(api, { userType: 'tenant', phone: '919812345673' });
    const taken = await call('POST', '/verify/generateotp', user.token, { mobileNo: '919812345673' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.phone.taken);
  });

  it('verifies a work e-mail into the employment details', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    await api.db
      .insertInto('profile')
      .values({ userId: user.id, userType: 'tenant' } as any)
      .execute();
    const email = `asha.${user.id.slice(0, 6)}@acme.example`;
    expect((await call('POST', '/verify/generateotponmail', user.token, { email, isWorkEmail: true })).json()).toEqual({
      status: 'pending',
    });
    const res = await call('POST', '/verify/verifyotponmail', user.token, {
      email,
      code: await lastCode(email),
      isWorkEmail: true,
    });
    expect(res.json()).toEqual({ status: 'approved', message: messages.otp.workEmailVerified });
    const profile = await api.db
      .selectFrom('profile')
      .select(['isWorkEmailVerified', 'employmentDetails'])
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(profile).toMatchObject({
      isWorkEmailVerified: true,
      employmentDetails: { workEmail: email, isWorkEmailVerified: true },
    });
    expect(
      (await call('POST', '/verify/generateotponmail', user.token, { email: 'someone@else.example' })).statusCode,
    ).toBe(400);
  });
});
