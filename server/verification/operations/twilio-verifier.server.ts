import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';
import type { TwilioConfig } from '#server/config.server.ts';
import { e164, twilioClient, twilioFailure } from '#server/outbox/twilio-client.server.ts';

import { checkSendLimits, closedCode, type OtpCheck, recordCode, settleCode } from '../store.server.ts';
import type { PhoneVerifier } from './phone-verifier.server.ts';

/** Twilio's error codes (twilio.com/docs/api/errors) that mean something to the person asking. */
const NOT_FOUND = 20404; // no pending verification: expired, approved already, or closed
const MAX_CHECKS = 60202; // five wrong checks
const MAX_SENDS = 60203; // five sends without a check
/** Invalid To, a landline, blocked by Fraud Guard, a country the account may not text. */
const CANNOT_TEXT = new Set([60200, 60205, 60410, 60605]);

const failed = (error: unknown) =>
  Object.assign(new ApiError(502, 'provider_error', messages.verification.smsFailed), { cause: error });

function sendRefusal(error: unknown): ApiError {
  const { status, code } = twilioFailure(error);
  if (code === MAX_SENDS) return new ApiError(429, 'otp_too_many', messages.verification.otpTooMany);
  if (status === 429) return new ApiError(429, 'otp_too_soon', messages.verification.otpTooSoon);
  if (CANNOT_TEXT.has(code)) return invalid({ mobileNo: messages.verification.phoneRefused });
  return failed(error);
}

/** A VerificationCheck's status: pending means the code was wrong; canceled, expired, failed or deleted mean expired. */
function outcome(status: string): OtpCheck {
  if (status === 'approved') return { status: 'approved' };
  if (status === 'pending') return { status: 'wrong' };
  return { status: status === 'max_attempts_reached' ? 'max_attempts_reached' : 'expired' };
}

/**
 * Twilio Verify v2 (decision 026): Twilio makes, texts and checks the code (`POST /v2/Services/{sid}/Verifications`
 * To, Channel=sms; `POST .../VerificationCheck` To, Code). Each send is recorded in the code store under Twilio's
 * verification sid, never a code, so our send limits hold and a code is checked only by whoever asked for it.
 * Twilio is called outside database transactions; an approval and its effects then commit together.
 */
export function twilioPhoneVerifier(config: TwilioConfig): PhoneVerifier {
  const client = twilioClient(config);
  const service = async () => (await client()).verify.v2.services(config.verifyServiceSid);
  return {
    name: 'twilio',
    async send(db, t) {
      await checkSendLimits(db, t);
      let sid: string;
      try {
        sid = (
          await (
            await service()
          ).verifications.create({
            to: e164(t.target),
            channel: 'sms',
            // Twilio writes its text in the reader's language (decision 062).
            ...(t.language && t.language !== 'en' ? { locale: t.language } : {}),
          })
        ).sid;
      } catch (error) {
        throw sendRefusal(error);
      }
      await db.transaction().execute((trx) => recordCode(trx, t, `twilio:${sid}`));
    },
    async check(db: Db, t, code, onApproved) {
      const closed = await closedCode(db, t);
      if (closed) return closed;
      let result: OtpCheck;
      try {
        result = outcome((await (await service()).verificationChecks.create({ to: e164(t.target), code })).status);
      } catch (error) {
        const { code: reason } = twilioFailure(error);
        if (reason === NOT_FOUND) result = { status: 'expired' };
        else if (reason === MAX_CHECKS) result = { status: 'max_attempts_reached' };
        else throw failed(error);
      }
      return db.transaction().execute(async (trx) => {
        const settled = await settleCode(trx, t, result);
        if (settled.status === 'approved') await onApproved(trx);
        return settled;
      });
    },
  };
}
