import { createHmac } from 'node:crypto';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { ensureProfileOf, updateProfileOf } from '#server/accounts/store.server.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { translatorFor } from '#server/shared/translate.server.ts';

import { checkCode, issueCode, type OtpCheck } from '../store.server.ts';

/**
 * Aadhaar e-KYC behind one interface (issue 15): a code goes to the mobile number registered with the Aadhaar,
 * and the right code proves the holder. The development provider behaves like the real one (a code by SMS
 * through the outbox, a 10-minute expiry, five checks, one send a minute); production has no provider until one
 * is configured, and answers 503 (decision 025).
 */
export interface AadhaarProvider {
  /** Sends the code; the mobile it went to, masked as the real services show it ("XXXXXX3210"). */
  sendOtp(db: Db, request: { userId: string; aadhaarNumber: string }): Promise<{ maskedMobile: string }>;
  /** Checks the code: approved, or why not. */
  verifyOtp(db: Db, request: { userId: string; aadhaarNumber: string; code: string }): Promise<OtpCheck>;
}

/** The Aadhaar number is never stored: the code store knows it by a keyed hash. */
const targetOf = (secret: string, aadhaarNumber: string) =>
  createHmac('sha256', secret).update(`aadhaar:${aadhaarNumber}`).digest('hex');

/** Development: the "registered mobile" is the account's own phone (verified or not), the code lands in /dev/outbox. */
export function devAadhaarProvider(secret: string): AadhaarProvider {
  return {
    async sendOtp(db, { userId, aadhaarNumber }) {
      const user = await db
        .selectFrom('user')
        .select(['phone', 'language'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user?.phone) throw new ApiError(422, 'aadhaar_no_mobile', messages.verification.aadhaarNoMobile);
      const phone = user.phone;
      await db.transaction().execute(async (trx) => {
        const code = await issueCode(trx, secret, {
          purpose: 'aadhaar',
          target: targetOf(secret, aadhaarNumber),
          userId,
        });
        await enqueueMessage(trx, {
          channel: 'sms',
          to: phone,
          body: fillMessage(translatorFor(user.language)(messages.verification.otpText), {
            code,
            brand: `${BRAND} Aadhaar`,
          }),
        });
      });
      return { maskedMobile: `${'X'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}` };
    },
    verifyOtp: (db, { userId, aadhaarNumber, code }) =>
      checkCode(db, secret, { purpose: 'aadhaar', target: targetOf(secret, aadhaarNumber), userId }, code),
  };
}

function checked(slug: 'aadhaar-otp-request' | 'aadhaar-otp-verify', body: unknown) {
  const r = validate(slug, body ?? {});
  if (!r.ok) throw invalid(r.errors);
  return r.value as { aadhaarNumber: string; code?: string };
}

const unavailable = () => new ApiError(503, 'provider_unavailable', messages.verification.aadhaarUnavailable);

/** POST /verify/adhaar/generateotp {aadhaarNumber}: status pending and the masked mobile the code went to. */
export async function sendAadhaarOtp(db: Db, provider: AadhaarProvider | undefined, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  if (!provider) throw unavailable();
  const { aadhaarNumber } = checked('aadhaar-otp-request', body);
  const { maskedMobile } = await provider.sendOtp(db, { userId: user.id, aadhaarNumber });
  return { status: 'pending', maskedMobile };
}

/** POST /verify/adhaar/verifyotp {aadhaarNumber, code}: approved marks the profile's Aadhaar verified (the number itself is not kept). */
export async function verifyAadhaarOtp(db: Db, provider: AadhaarProvider | undefined, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  if (!provider) throw unavailable();
  const { aadhaarNumber, code } = checked('aadhaar-otp-verify', body);
  const result = await db.transaction().execute(async (trx) => {
    const r = await provider.verifyOtp(trx, { userId: user.id, aadhaarNumber, code: code ?? '' });
    if (r.status === 'approved') {
      await ensureProfileOf(trx, user.id);
      await updateProfileOf(trx, user.id, { isAdhaarVerified: true });
    }
    return r;
  });
  if (result.status === 'wrong') throw new ApiError(400, 'otp_wrong', messages.otp.wrong, { code: messages.otp.wrong });
  if (result.status === 'max_attempts_reached')
    throw new ApiError(400, 'otp_max_attempts', messages.verification.otpMaxAttempts, { code: messages.otp.wrong });
  if (result.status !== 'approved')
    throw new ApiError(400, 'otp_expired', messages.verification.otpExpired, { code: messages.otp.wrong });
  return { status: 'approved', message: messages.verification.aadhaarVerified };
}
