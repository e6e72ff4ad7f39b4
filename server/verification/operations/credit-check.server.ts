import { mayPullCreditReport } from '#domain/eligibility/access.ts';
import { startOfIndianDay } from '#domain/eligibility/credit.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { getRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { findUser, isTenantType, userIdParam } from '#server/accounts/operations/access.server.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';

import { latestCreditReport, saveCreditReport } from '../store.server.ts';
import type { CreditApplicant, CreditBureau } from './credit-bureau.ts';
import { creditReportWorkbook } from './credit-report-xlsx.server.ts';

/**
 * The IDCRA credit check (decisions 027, 039). A bureau request costs money and leaves an enquiry on the tenant's
 * file, so reading and pulling are two calls:
 * - GET /idcra?userId= reads the tenant's latest STORED report (its fetchedAt tells its age); it never asks the
 *   bureau, whoever calls, so opening a tenant in the console costs nothing;
 * - POST /idcra?userId= pulls one, only for staff who may (#domain/eligibility/access.ts `mayPullCreditReport`),
 *   reusing a report of the same PAN pulled today (India's day) instead of asking again;
 * - the full eligibility check reads today's report, pulling it when needed (an explicit, permitted action too).
 * GET /idcra/getrawdata/{id} downloads a stored report as a workbook. A tenant reads their own reports, staff any
 * tenant's; anyone else gets 404, as with eligibility.
 */
const reports = () => resource('credit-report');
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const unavailable = () => new ApiError(503, 'provider_unavailable', messages.verification.creditCheckUnavailable);

/** What the bureau is asked with: the profile's PAN (else the number on an uploaded PAN card), name, phone, date of birth. */
async function applicantOf(db: Db, userId: string): Promise<CreditApplicant | undefined> {
  const [user, profile, card] = await Promise.all([
    db.selectFrom('user').select(['name', 'phone', 'dob']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('profile').select('pan').where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('document')
      .select('docId')
      .where('userId', '=', userId)
      .where('docType', '=', 'PAN')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst(),
  ]);
  const pan = [profile?.pan, card?.docId]
    .map((p) => p?.trim().toUpperCase())
    .find((p): p is string => !!p && PAN.test(p));
  if (!user || !pan) return undefined;
  return {
    pan,
    name: user.name ?? '',
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.dob ? { dateOfBirth: String(user.dob).slice(0, 10) } : {}),
  };
}

/**
 * The tenant's credit report of today for their current PAN, pulled from the bureau when there is none yet
 * (`pulled` says which); undefined when the tenant has no PAN to ask with. The full eligibility check uses it too.
 */
export async function currentCreditReport(db: Db, bureau: CreditBureau, userId: string, now = new Date()) {
  const applicant = await applicantOf(db, userId);
  if (!applicant) return undefined;
  const today = await latestCreditReport(db, userId, { since: startOfIndianDay(now), pan: applicant.pan });
  if (today) return Object.assign(today, { pulled: false });
  const report = await bureau.fetchReport(applicant, now);
  const checked = validate('credit-report', { ...report, userId });
  if (!checked.ok) throw new ApiError(502, 'provider_error', messages.verification.creditReportUnreadable);
  const saved = await db.transaction().execute((trx) => saveCreditReport(trx, userId, report));
  return Object.assign(saved, { pulled: true });
}

/** The tenant `userId` if `user` may ask about them: themself, or staff; 404 otherwise. */
async function requireTenant(db: Db, user: UserActor, userId: string): Promise<void> {
  if (userId !== user.id && !user.internal) throw notFound(messages.labels.tenant);
  const tenant = await findUser(db, userId);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.tenant);
}

/** GET /idcra?userId=: the latest stored credit report (the caller's own when userId is left out); 404 when none was pulled. Never asks the bureau. */
export async function storedCreditReport(db: Db, actor: Actor, rawUserId: unknown): Promise<RecordOf<'credit-report'>> {
  const user = requireUser(actor);
  const userId = userIdParam(user, rawUserId);
  await requireTenant(db, user, userId);
  const report = await latestCreditReport(db, userId);
  if (!report) throw new ApiError(404, 'no_credit_report', messages.verification.creditNoReport);
  return present(db, reports(), actor, report);
}

/**
 * POST /idcra?userId=: pulls the tenant's credit report from the bureau (today's of the same PAN when there is one),
 * for staff who may; 403 for others, 422 without a PAN, 503 without a bureau. `created`: a new pull was made.
 */
export async function pullCreditReport(
  db: Db,
  bureau: CreditBureau | undefined,
  actor: Actor,
  rawUserId: unknown,
): Promise<{ created: boolean; report: RecordOf<'credit-report'> }> {
  const user = requireUser(actor);
  requireAllowed(mayPullCreditReport(user));
  if (!bureau) throw unavailable();
  const userId = userIdParam(user, rawUserId);
  await requireTenant(db, user, userId);
  const report = await currentCreditReport(db, bureau, userId);
  if (!report)
    throw new ApiError(422, 'pan_missing', messages.verification.creditNoPan, {
      pan: messages.verification.creditNoPan,
    });
  const { pulled, ...row } = report;
  return { created: pulled, report: present(db, reports(), actor, row) };
}

/** GET /idcra/getrawdata/{id}: the stored report's workbook and its file name; the resource's own access rule decides who may read it. */
export async function creditReportRawData(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ filename: string; body: Buffer }> {
  requireUser(actor);
  const report = await getRecord(db, reports(), id, actor);
  return {
    filename: `credit-report-${report.reportId.replace(/[^A-Za-z0-9-]/g, '')}.xlsx`,
    body: await creditReportWorkbook(report),
  };
}
