import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { buildApp } from '#server/app.server.ts';
import { loadConfig } from '#server/config.server.ts';
import { type Provider, providersFor } from '#server/outbox/providers.server.ts';
import { phoneVerifierFor } from '#server/verification/operations/active-phone-verifier.server.ts';
import {
  otpSecret,
  sendLeadOtp,
  sendPhoneOtp,
  verifyPhoneOtp,
} from '#server/verification/operations/otp-flows.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { startTwilioStub, type TwilioStub } from './twilio-stub.ts';

/**
 * One contract, two SMS providers (decision 026): every case runs against the development outbox (our own codes,
 * read back from the outbox as a developer reads /dev/outbox) and against Twilio (Verify for codes, Messages for
 * plain SMS), played by a local stub of its API. Both apps share one database; each side texts its own numbers.
 */
let api: TestApi;
let stub: TwilioStub;
let twilioApp: FastifyInstance;
beforeAll(async () => {
  [api, stub] = await Promise.all([startTestApi(), startTwilioStub()]);
  twilioApp = await buildApp({ handle: api.handle, config: { ...api.config, twilio: stub.config } });
});
afterAll(async () => {
  await twilioApp?.close();
  await stub?.close();
  await api?.close();
});

interface Side {
  name: 'outbox' | 'twilio';
  app(): FastifyInstance;
  /** A phone number of this side's own (91 and ten digits). */
  phone(n: number): string;
  /** The code the phone received last, as its owner would read it. */
  lastCode(phone: string): Promise<string>;
  /** The provider the outbox worker sends plain SMS through. */
  sms(): Provider;
  /** The plain SMS the phone received. */
  received(phone: string): string[];
}

const outboxDir = () => join(api.config.dataDir, 'outbox');
const log = { info() {} };
const codeIn = (text: string | undefined) => /\b(\d{4})\b/.exec(text ?? '')?.[1] ?? '';

const sides: Side[] = [
  {
    name: 'outbox',
    app: () => api.app,
    phone: (n) => `9198765${String(10_000 + n).slice(-5)}`,
    lastCode: async (phone) =>
      codeIn(
        (
          await api.db
            .selectFrom('outbox_message')
            .select('body')
            .where('to', '=', phone)
            .orderBy('createdAt', 'desc')
            .executeTakeFirst()
        )?.body,
      ),
    sms: () => providersFor({ production: false, outboxDir: outboxDir(), env: {}, log }).sms,
    received: (phone) =>
      readdirSync(outboxDir())
        .filter((f) => f.endsWith('.txt'))
        .map((f) => readFileSync(join(outboxDir(), f), 'utf8'))
        .filter((text) => text.startsWith(`To: ${phone}\n`))
        .map((text) => text.split('\n\n')[1].trimEnd()),
  },
  {
    name: 'twilio',
    app: () => twilioApp,
    phone: (n) => `9198766${String(10_000 + n).slice(-5)}`,
    lastCode: async (phone) =>
      codeIn(stub.sent.filter((m) => m.kind === 'verify' && m.to === `+${phone}`).at(-1)?.body),
    // In production with TWILIO_* set: the worker's SMS provider is Twilio's Messages API.
    sms: () => providersFor({ production: true, outboxDir: outboxDir(), env: {}, log, twilio: stub.config }).sms,
    received: (phone) => stub.sent.filter((m) => m.kind === 'message' && m.to === `+${phone}`).map((m) => m.body),
  },
];

const leadCookie = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('nv_lead='));

describe.each(sides)('the SMS contract: $name', (side) => {
  const call = (url: string, payload: object, token?: string) =>
    side.app().inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('texts a code (pending), refuses a wrong one with Wrong OTP!!!, approves the right one once and verifies the phone', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const mobileNo = side.phone(1);
    expect((await call('/verify/generateotp', { mobileNo }, user.token)).json()).toEqual({ status: 'pending' });
    const code = await side.lastCode(mobileNo);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = await call('/verify/verifyotp', { mobileNo, code: code === '0000' ? '1111' : '0000' }, user.token);
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { code: 'otp_wrong', message: messages.otp.wrong, errors: { code: messages.otp.wrong } },
    ]);
    const before = await api.db
      .selectFrom('user')
      .select(['phone', 'isPhoneVerified'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect([before.phone, Boolean(before.isPhoneVerified)]).toEqual([null, false]);
    const ok = await call('/verify/verifyotp', { mobileNo, code }, user.token);
    expect(ok.json()).toEqual({ status: 'approved', message: messages.phone.verified });
    expect(
      await api.db.selectFrom('user').select(['phone', 'isPhoneVerified']).where('id', '=', user.id).executeTakeFirst(),
    ).toEqual({ phone: mobileNo, isPhoneVerified: true });
    expect((await call('/verify/verifyotp', { mobileNo, code }, user.token)).json().code).toBe('otp_expired');
    if (side.name === 'twilio') {
      const verify = stub.calls.filter((c) => c.path.startsWith(`/v2/Services/${stub.config.verifyServiceSid}/`));
      expect(verify.map((c) => [c.path.split('/').at(-1), c.params.To, c.authorized, c.form])).toEqual([
        ['Verifications', `+${mobileNo}`, true, true],
        ['VerificationCheck', `+${mobileNo}`, true, true],
        ['VerificationCheck', `+${mobileNo}`, true, true],
      ]);
      // The used code never reached Twilio: our record already knew it approved.
      expect(verify[0].params.Channel).toBe('sms');
    }
  });

  it("a visitor's right code marks their leads' phone verified and signs the browser in", async () => {
    const mobileNo = side.phone(2);
    const lead = await api.db
      .insertInto('lead')
      .values({ name: 'Asha Verma', phone: mobileNo } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('/verify/generateleadsotp', { mobileNo })).json()).toEqual({ status: 'pending' });
    const ok = await call('/verify/verifyleadotp', { mobileNo, code: await side.lastCode(mobileNo) });
    expect(ok.json()).toEqual({ status: 'approved' });
    expect(leadCookie(ok)).toBeDefined();
    expect(
      (await api.db.selectFrom('lead').select('isPhoneVerified').where('id', '=', lead.id).executeTakeFirstOrThrow())
        .isPhoneVerified,
    ).toBe(true);
  });

  it('locks a code after five wrong checks, even for the right one; a resend within the minute is refused; a taken phone is 409', async () => {
    const user = await makeUser(api, { userType: 'tenant' });
    const mobileNo = side.phone(3);
    await call('/verify/generateotp', { mobileNo }, user.token);
    const code = await side.lastCode(mobileNo);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await call('/verify/verifyotp', { mobileNo, code: code === '0000' ? '1111' : '0000' }, user.token)).json()
          .code,
      );
    expect(answers).toEqual(['otp_wrong', 'otp_wrong', 'otp_wrong', 'otp_wrong', 'otp_max_attempts']);
    const right = await call('/verify/verifyotp', { mobileNo, code }, user.token);
    expect([right.statusCode, right.json().message]).toEqual([400, messages.verification.otpMaxAttempts]);
    const again = await call('/verify/generateotp', { mobileNo }, user.token);
    expect([again.statusCode, again.json()]).toEqual([
      429,
      { code: 'otp_too_soon', message: messages.verification.otpTooSoon },
    ]);
    const taken = side.phone(4);
    await makeUser(api, { userType: 'tenant', phone: taken });
    expect((await call('/verify/generateotp', { mobileNo: taken }, user.token)).json()).toMatchObject({
      code: 'phone_taken',
      message: messages.phone.taken,
    });
  });

  it('delivers a plain SMS to its number with its text', async () => {
    const to = side.phone(5);
    const body = 'Your bond NV-1024 is active until 31 March 2027.';
    await side.sms().send({ id: randomUUID(), channel: 'sms', to, body });
    expect(side.received(to)).toEqual([body]);
  });
});

describe('Twilio: refusals and silences', () => {
  const asUser = async () => (await makeUser(api, { userType: 'tenant' })).token;
  const send = (token: string, mobileNo: string) =>
    twilioApp.inject({
      method: 'POST',
      url: '/api/v1/verify/generateotp',
      payload: { mobileNo },
      headers: { authorization: `Bearer ${token}` },
    });

  it("answers Twilio's send limits, a number it cannot text, and its failures for people (429, 400, 502)", async () => {
    const token = await asUser();
    const mobileNo = '919876700001';
    stub.failNext(429, 60203, 'Max send attempts reached');
    expect((await send(token, mobileNo)).json()).toEqual({
      code: 'otp_too_many',
      message: messages.verification.otpTooMany,
    });
    stub.failNext(400, 60200, 'Invalid parameter `To`: +919876700001');
    const refused = await send(token, mobileNo);
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      { mobileNo: messages.verification.phoneRefused },
    ]);
    stub.failNext(503, 20503, 'Service Unavailable');
    expect((await send(token, mobileNo)).json()).toEqual({
      code: 'provider_error',
      message: messages.verification.smsFailed,
    });
    // None of them counted as a send: the next one goes out.
    expect((await send(token, mobileNo)).json()).toEqual({ status: 'pending' });
  });

  it('changes nothing when Twilio fails to check a code, and refuses a wrong auth token', async () => {
    const token = await asUser();
    const mobileNo = '919876700002';
    await send(token, mobileNo);
    stub.failNext(500, 20500, 'Internal Server Error');
    const check = await twilioApp.inject({
      method: 'POST',
      url: '/api/v1/verify/verifyotp',
      payload: { mobileNo, code: '1234' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect([check.statusCode, check.json().code]).toEqual([502, 'provider_error']);
    expect(
      await api.db.selectFrom('otp_code').select(['status', 'attempts']).where('target', '=', mobileNo).execute(),
    ).toEqual([{ status: 'pending', attempts: 0 }]);
    const wrongToken = providersFor({
      production: true,
      outboxDir: outboxDir(),
      env: {},
      log,
      twilio: { ...stub.config, authToken: 'not-the-token' },
    }).sms;
    await expect(wrongToken.send({ id: randomUUID(), channel: 'sms', to: mobileNo, body: 'x' })).rejects.toThrow(
      /Twilio refused the SMS \(401, error 20003\)/,
    );
  });

  it('sends plain SMS through a Messaging Service when one is set, and fails a message Twilio refuses with its reason', async () => {
    const viaService = providersFor({
      production: true,
      outboxDir: outboxDir(),
      env: {},
      log,
      twilio: { ...stub.config, from: undefined, messagingServiceSid: stub.messagingServiceSid },
    }).sms;
    await viaService.send({ id: randomUUID(), channel: 'sms', to: '919876700003', body: 'Via the service' });
    expect(stub.sent.at(-1)).toEqual({
      kind: 'message',
      to: '+919876700003',
      body: 'Via the service',
      messagingServiceSid: stub.messagingServiceSid,
    });
    stub.failNext(400, 21211, "Invalid 'To' Phone Number");
    await expect(viaService.send({ id: randomUUID(), channel: 'sms', to: '919876700003', body: 'x' })).rejects.toThrow(
      /21211/,
    );
  });
});

describe('choosing the SMS provider', () => {
  const production = () =>
    loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: api.config.dataDir });
  const twilioEnv = () => ({
    TWILIO_ACCOUNT_SID: stub.config.accountSid,
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_VERIFY_SERVICE_SID: stub.config.verifyServiceSid,
    TWILIO_FROM: '+15005550006',
  });

  it('reads TWILIO_*, and refuses half a configuration', () => {
    const env = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: api.config.dataDir };
    expect(loadConfig(env).twilio).toBeUndefined();
    expect(loadConfig({ ...env, ...twilioEnv(), TWILIO_API_URL: 'http://127.0.0.1:9/' }).twilio).toEqual({
      ...stub.config,
      authToken: 'token',
      from: '+15005550006',
      messagingServiceSid: undefined,
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(() => loadConfig({ ...env, ...twilioEnv(), TWILIO_VERIFY_SERVICE_SID: '' })).toThrow(
      /TWILIO_VERIFY_SERVICE_SID/,
    );
    expect(() => loadConfig({ ...env, ...twilioEnv(), TWILIO_FROM: '' })).toThrow(
      /TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
  });

  it('in production without Twilio: phone codes answer 503 and SMS fail visibly; with it, Twilio does both', async () => {
    const secret = otpSecret(api.config.authSecret);
    expect(phoneVerifierFor(api.config, secret)?.name).toBe('outbox');
    expect(phoneVerifierFor(production(), secret)).toBeUndefined();
    expect(phoneVerifierFor({ ...production(), twilio: stub.config }, secret)?.name).toBe('twilio');
    const user = await makeUser(api, { userType: 'tenant' });
    const actor = {
      kind: 'user',
      id: user.id,
      userType: 'tenant',
      internal: false,
      admin: false,
      permissions: {},
      via: 'session',
    } as any;
    const unavailable = { status: 503, code: 'provider_unavailable', message: messages.verification.phoneUnavailable };
    await expect(sendPhoneOtp(api.db, undefined, actor, { mobileNo: '919876700004' })).rejects.toMatchObject(
      unavailable,
    );
    await expect(
      verifyPhoneOtp(api.db, undefined, actor, { mobileNo: '919876700004', code: '1234' }),
    ).rejects.toMatchObject(unavailable);
    await expect(sendLeadOtp(api.db, undefined, { mobileNo: '919876700004' })).rejects.toMatchObject(unavailable);
    const sms = providersFor({ production: true, outboxDir: outboxDir(), env: {}, log }).sms;
    await expect(sms.send({ id: randomUUID(), channel: 'sms', to: '919876700004', body: 'x' })).rejects.toThrow(
      'TWILIO_',
    );
    expect(providersFor({ production: true, outboxDir: outboxDir(), env: {}, log, twilio: stub.config }).sms.name).toBe(
      'twilio',
    );
  });
});
