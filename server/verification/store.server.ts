import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import type { Database } from '#generated/db.ts';
import { fillMessage, messages } from '#generated/messages.ts';

import { waitText } from '../throttle/wait-text.ts';
import type { BureauReport } from './operations/credit-bureau.ts';

/**
 * One-time codes (security rules, docs/architecture.md): 4 digits, stored only as a keyed hash, valid 10 minutes, at
 * most 5 checks per code, at most 5 codes per target an hour and one a minute, and at most 10 an hour per signed-in
 * account whatever their targets (so one account cannot spray codes at many phones or addresses). Statuses: pending,
 * approved, expired, max_attempts_reached. Stored in `otp_code` (schemas/otp-code.schema.json), which is also the
 * limits' state: every process counts the same rows. The address limit is the throttle's (throttle-policy codeSend).
 */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_CHECKS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_RESEND_AFTER_MS = 60_000;
/** Codes one signed-in account may have sent in an hour, to any phones, e-mail addresses or Aadhaar numbers. */
export const OTP_MAX_SENDS_PER_ACCOUNT_HOUR = 10;
const HOUR_MS = 3_600_000;

export type OtpPurpose = 'phone' | 'email' | 'workEmail' | 'lead' | 'aadhaar';
export interface OtpTarget {
  purpose: OtpPurpose;
  target: string;
  userId?: string;
  /** The reader's language for the code's text (decision 062); not part of the code. */
  language?: string | null;
}
export type OtpCheck = { status: 'approved' } | { status: 'wrong' | 'expired' | 'max_attempts_reached' };

function hash(secret: string, t: OtpTarget, code: string): string {
  return createHmac('sha256', secret).update(`${t.purpose}:${t.target}:${code}`).digest('hex');
}

/**
 * Refuses (429) a send within a minute of the last one to the target, past five to the target in an hour, or past
 * ten in an hour from the signed-in account (`userId`). In a transaction the account's row is locked first, so two
 * sends of one account at once are counted one after the other.
 */
export async function checkSendLimits(db: Kysely<Database>, t: OtpTarget, now = Date.now()): Promise<void> {
  const since = new Date(now - HOUR_MS).toISOString();
  if (t.userId) await accountSendLimit(db, t.userId, since, now);
  const recent = await db
    .selectFrom('otp_code')
    .select(['createdAt'])
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .execute();
  if (recent.length && now - Date.parse(recent[0].createdAt ?? '') < OTP_RESEND_AFTER_MS)
    throw new ApiError(429, 'otp_too_soon', messages.verification.otpTooSoon);
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR)
    throw new ApiError(429, 'otp_too_many', messages.verification.otpTooMany);
}

/** The account's sends of the last hour (any purpose and target): past the limit, 429 with how long to wait. */
async function accountSendLimit(db: Kysely<Database>, userId: string, since: string, now: number): Promise<void> {
  await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const sent = await db
    .selectFrom('otp_code')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(OTP_MAX_SENDS_PER_ACCOUNT_HOUR)
    .execute();
  if (sent.length < OTP_MAX_SENDS_PER_ACCOUNT_HOUR) return;
  // The oldest of the last ten leaves the hour first: then one more may go.
  const freeAt = Date.parse(sent[sent.length - 1].createdAt ?? '') + HOUR_MS;
  const wait = waitText(Math.max(1, Math.ceil((freeAt - now) / 1000)));
  throw new ApiError(
    429,
    'otp_too_many_for_account',
    fillMessage(messages.verification.otpTooManyForAccount, { wait }),
  );
}

/**
 * Records a code sent to the target (earlier pending ones expire): its keyed hash, or for a code a provider made
 * and keeps (Twilio Verify), the provider's reference, which no code ever hashes to.
 */
export async function recordCode(
  db: Kysely<Database>,
  t: OtpTarget,
  codeHash: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('otp_code')
    .set({ status: 'expired' })
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('status', '=', 'pending')
    .execute();
  await db
    .insertInto('otp_code')
    .values({
      channel: t.purpose === 'phone' || t.purpose === 'lead' || t.purpose === 'aadhaar' ? 'sms' : 'email',
      target: t.target,
      purpose: t.purpose,
      userId: t.userId,
      codeHash,
      status: 'pending',
      attempts: 0,
      expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
    })
    .execute();
}

/** A new code for the target (earlier pending ones expire); the caller sends it. */
export async function issueCode(db: Kysely<Database>, secret: string, t: OtpTarget, now = Date.now()): Promise<string> {
  await checkSendLimits(db, t, now);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await recordCode(db, t, hash(secret, t, code), now);
  return code;
}

/** Checks a code against the newest pending one of the target; a wrong code counts as one of its five checks. */
export async function checkCode(
  db: Kysely<Database>,
  secret: string,
  t: OtpTarget,
  code: string,
  now = Date.now(),
): Promise<OtpCheck> {
  let q = db
    .selectFrom('otp_code')
    .selectAll()
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('status', '=', 'pending');
  if (t.userId) q = q.where('userId', '=', t.userId);
  const row = await q.orderBy('createdAt', 'desc').forUpdate().executeTakeFirst();
  if (!row) {
    // A locked code stays locked (and says so) until a new one is sent.
    let last = db
      .selectFrom('otp_code')
      .select(['status', 'expiresAt'])
      .where('purpose', '=', t.purpose)
      .where('target', '=', t.target);
    if (t.userId) last = last.where('userId', '=', t.userId);
    const newest = await last.orderBy('createdAt', 'desc').executeTakeFirst();
    const locked = newest?.status === 'max_attempts_reached' && Date.parse(newest.expiresAt) > now;
    return { status: locked ? 'max_attempts_reached' : 'expired' };
  }
  if (Date.parse(row.expiresAt) <= now) {
    await db.updateTable('otp_code').set({ status: 'expired' }).where('id', '=', row.id).execute();
    return { status: 'expired' };
  }
  const given = Buffer.from(hash(secret, t, code), 'hex');
  // A code Twilio keeps is recorded under its verification sid, which no code hashes to.
  const stored = Buffer.from(row.codeHash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    await db
      .updateTable('otp_code')
      .set({ status: 'approved', approvedAt: new Date(now).toISOString(), attempts: (row.attempts ?? 0) + 1 })
      .where('id', '=', row.id)
      .execute();
    return { status: 'approved' };
  }
  const attempts = (row.attempts ?? 0) + 1;
  await db
    .updateTable('otp_code')
    .set({ attempts, ...(attempts >= OTP_MAX_CHECKS ? { status: 'max_attempts_reached' } : {}) })
    .where('id', '=', row.id)
    .execute();
  return { status: attempts >= OTP_MAX_CHECKS ? 'max_attempts_reached' : 'wrong' };
}

/** Whether the target's newest code can still be checked: undefined if so, else why not (as checkCode answers). */
export async function closedCode(db: Kysely<Database>, t: OtpTarget, now = Date.now()): Promise<OtpCheck | undefined> {
  let q = db
    .selectFrom('otp_code')
    .select(['status', 'expiresAt'])
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target);
  if (t.userId) q = q.where('userId', '=', t.userId);
  const newest = await q.orderBy('createdAt', 'desc').executeTakeFirst();
  const open = newest && Date.parse(newest.expiresAt) > now;
  if (open && newest.status === 'pending') return undefined;
  return { status: open && newest.status === 'max_attempts_reached' ? 'max_attempts_reached' : 'expired' };
}

/**
 * Keeps the record of a code a provider checked (Twilio Verify) in step with its answer, and answers as checkCode
 * would: the fifth wrong code locks it (the provider would refuse the sixth check anyway).
 */
export async function settleCode(
  db: Kysely<Database>,
  t: OtpTarget,
  result: OtpCheck,
  now = Date.now(),
): Promise<OtpCheck> {
  let q = db
    .selectFrom('otp_code')
    .select(['id', 'attempts'])
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('status', '=', 'pending');
  if (t.userId) q = q.where('userId', '=', t.userId);
  const row = await q.orderBy('createdAt', 'desc').forUpdate().executeTakeFirst();
  if (!row) return result;
  const attempts = Math.min(OTP_MAX_CHECKS, (row.attempts ?? 0) + 1);
  const settled: OtpCheck =
    result.status === 'wrong' && attempts >= OTP_MAX_CHECKS ? { status: 'max_attempts_reached' } : result;
  const status =
    settled.status === 'wrong'
      ? {}
      : {
          status: settled.status,
          ...(settled.status === 'approved' ? { approvedAt: new Date(now).toISOString() } : {}),
        };
  await db
    .updateTable('otp_code')
    .set({ attempts, ...status })
    .where('id', '=', row.id)
    .execute();
  return settled;
}

/** The credit_report table's one writer (decision 022), and its reads. */

/** The tenant's latest report; with `since` only one fetched since then, with `pan` only one for that PAN. */
export async function latestCreditReport(db: Db, userId: string, only: { since?: Date; pan?: string } = {}) {
  let q = db.selectFrom('credit_report').selectAll().where('userId', '=', userId);
  if (only.since) q = q.where('fetchedAt', '>=', only.since.toISOString());
  if (only.pan) q = q.where('pan', '=', only.pan);
  return q.orderBy('fetchedAt', 'desc').orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

/** A bureau's report, stored (jsonb columns take JSON text). */
export async function saveCreditReport(db: Db, userId: string, report: BureauReport) {
  const { summary, accounts, enquiries, ...fields } = report;
  return db
    .insertInto('credit_report')
    .values({
      ...fields,
      userId,
      summary: JSON.stringify(summary),
      accounts: JSON.stringify(accounts),
      enquiries: JSON.stringify(enquiries),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
