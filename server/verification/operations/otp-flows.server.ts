import { createHmac } from 'node:crypto';

import { sql } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { updateProfileOf } from '#server/accounts/store.server.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { updateUser } from '#server/users/store.server.ts';
import { markPhoneVerifiedOnLeads } from '#server/visitors/store.server.ts';

import type { OtpCheck } from '../store.server.ts';
import { checkOwnCode, sendOwnCode } from './own-codes.server.ts';
import type { PhoneVerifier } from './phone-verifier.server.ts';

export function otpSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('nivaas-otp').digest('hex');
}

function checked<S extends Parameters<typeof validate>[0]>(slug: S, body: unknown) {
  const r = validate(slug, body ?? {});
  if (!r.ok) throw invalid(r.errors);
  return r.value as Record<string, any>;
}

/** A wrong, expired or exhausted code is a 400; 'Wrong OTP!!!' is what the account area shows. */
function refused(result: OtpCheck): ApiError {
  if (result.status === 'wrong')
    return new ApiError(400, 'otp_wrong', messages.otp.wrong, { code: messages.otp.wrong });
  if (result.status === 'max_attempts_reached')
    return new ApiError(400, 'otp_max_attempts', messages.verification.otpMaxAttempts, { code: messages.otp.wrong });
  return new ApiError(400, 'otp_expired', messages.verification.otpExpired, { code: messages.otp.wrong });
}

/** Production without an SMS provider: no phone code can be sent or checked (503, never a code nobody receives). */
function available(verifier: PhoneVerifier | undefined): PhoneVerifier {
  if (!verifier) throw new ApiError(503, 'provider_unavailable', messages.verification.phoneUnavailable);
  return verifier;
}

/** Anything but approved is refused (400). */
function approved(result: OtpCheck): void {
  if (result.status !== 'approved') throw refused(result);
}

/** POST /verify/generateotp {mobileNo}: a code by SMS to the signed-in user's phone (not another account's). */
export async function sendPhoneOtp(
  db: Db,
  verifier: PhoneVerifier | undefined,
  actor: Actor,
  body: unknown,
  language?: string,
) {
  const user = requireUser(actor);
  const phone = available(verifier);
  const { mobileNo } = checked('phone-otp-request', body);
  const holder = await db
    .selectFrom('user')
    .select('id')
    .where('phone', '=', mobileNo)
    .where('id', '<>', user.id)
    .executeTakeFirst();
  if (holder) throw new ApiError(409, 'phone_taken', messages.phone.taken, { mobileNo: messages.phone.taken });
  await phone.send(db, { purpose: 'phone', target: mobileNo, userId: user.id, language });
  return { status: 'pending' };
}

/** POST /verify/verifyotp {mobileNo, code}: approved makes it the user's verified phone. */
export async function verifyPhoneOtp(db: Db, verifier: PhoneVerifier | undefined, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  const phone = available(verifier);
  const { mobileNo, code } = checked('phone-otp-verify', body);
  approved(
    await phone.check(db, { purpose: 'phone', target: mobileNo, userId: user.id }, code, async (trx) => {
      await updateUser(trx, user.id, { phone: mobileNo, isPhoneVerified: true });
      await updateProfileOf(trx, user.id, { isPhoneVerified: true });
    }),
  );
  return { status: 'approved', message: messages.phone.verified };
}

/** POST /verify/generateotponmail {email, isWorkEmail?}: a code by e-mail; a personal address must be the account's own. */
export async function sendEmailOtp(db: Db, secret: string, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  const { email, isWorkEmail } = checked('email-otp-request', body);
  if (!isWorkEmail) {
    const own = await db.selectFrom('user').select('email').where('id', '=', user.id).executeTakeFirst();
    if (own?.email?.toLowerCase() !== String(email).toLowerCase())
      throw invalid({ email: messages.verification.notYourEmail });
  }
  await sendOwnCode(
    db,
    secret,
    { purpose: isWorkEmail ? 'workEmail' : 'email', target: String(email).toLowerCase(), userId: user.id },
    'email',
  );
  return { status: 'pending' };
}

/** POST /verify/verifyotponmail {email, code, isWorkEmail?}: approved marks the work e-mail (employment details) or the account e-mail verified. */
export async function verifyEmailOtp(db: Db, secret: string, actor: Actor, body: unknown) {
  const user = requireUser(actor);
  const { email, code, isWorkEmail } = checked('email-otp-verify', body);
  const target = String(email).toLowerCase();
  approved(
    await checkOwnCode(
      db,
      secret,
      { purpose: isWorkEmail ? 'workEmail' : 'email', target, userId: user.id },
      code,
      async (trx) => {
        if (!isWorkEmail) {
          await updateUser(trx, user.id, { isEmailVerified: true });
          return;
        }
        const details = JSON.stringify({ workEmail: target, isWorkEmailVerified: true });
        await updateProfileOf(trx, user.id, {
          isWorkEmailVerified: true,
          employmentDetails: sql`coalesce("employmentDetails", '{}'::jsonb) || ${details}::jsonb`,
        });
      },
    ),
  );
  return isWorkEmail ? { status: 'approved', message: messages.otp.workEmailVerified } : { status: 'approved' };
}

/** POST /verify/generateleadsotp {mobileNo}: the public site's phone check of a visitor (no account). */
export async function sendLeadOtp(db: Db, verifier: PhoneVerifier | undefined, body: unknown, language?: string) {
  const phone = available(verifier);
  const { mobileNo } = checked('otp-send', body);
  // A registered account's phone signs in to that account, not as a visitor.
  const holder = await db.selectFrom('user').select('id').where('phone', '=', mobileNo).executeTakeFirst();
  if (holder) throw new ApiError(409, 'phone_taken', messages.phone.taken, { mobileNo: messages.phone.taken });
  await phone.send(db, { purpose: 'lead', target: mobileNo, language });
  return { status: 'pending' };
}

/** POST /verify/verifyleadotp {mobileNo, code}: approved marks the leads with that phone verified. */
export async function verifyLeadOtp(db: Db, verifier: PhoneVerifier | undefined, body: unknown) {
  const phone = available(verifier);
  const { mobileNo, code } = checked('otp-verify', body);
  approved(
    await phone.check(db, { purpose: 'lead', target: mobileNo }, code, async (trx) => {
      await markPhoneVerifiedOnLeads(trx, mobileNo);
    }),
  );
  return { status: 'approved' as const, mobileNo: mobileNo as string };
}
