import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { getRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { resource, type RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { findUser, isTenantType, userIdParam } from '../accounts/access.server.ts';
import { requireUser } from '../http/guards.server.ts';
import type { CreditApplicant, CreditBureau } from './credit-bureau.ts';
import { creditReportWorkbook } from './credit-report-xlsx.server.ts';
import { latestCreditReport, saveCreditReport, startOfIndianDay } from './credit-report-store.server.ts';

/**
 * The IDCRA credit check (decision 027). GET /idcra?userId= answers the tenant's credit report of today,
 * asking the bureau at most once per tenant, PAN and Indian day (a bureau request costs money and leaves an
 * enquiry on the tenant's file); GET /idcra/getrawdata/{id} downloads a stored report as a workbook.
 * A tenant asks for themself, staff for any tenant; anyone else gets 404, as with eligibility.
 */
const reports = () => resource('credit-report');
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const unavailable = () => new ApiError(503, 'provider_unavailable', messages.verification.creditCheckUnavailable);

/** What the bureau is asked with: the profile's PAN (else the number on an uploaded PAN card), name, phone, date of birth. */
async function applicantOf(db: Db, userId: string): Promise<CreditApplicant | undefined> {
  const [user, profile, card] = await Promise.all([
    db.selectFrom('user').select(['name', 'phone', 'dob']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('profile').select('pan').where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('document').select('docId').where('userId', '=', userId).where('docType', '=', 'PAN').orderBy('createdAt', 'desc').executeTakeFirst(),
  ]);
  const pan = [profile?.pan, card?.docId].map((p) => p?.trim().toUpperCase()).find((p): p is string => !!p && PAN.test(p));
  if (!user || !pan) return undefined;
  return { pan, name: user.name ?? '', ...(user.phone ? { phone: user.phone } : {}), ...(user.dob ? { dateOfBirth: String(user.dob).slice(0, 10) } : {}) };
}

/**
 * The tenant's credit report of today for their current PAN, fetched from the bureau when there is none
 * yet; undefined when the tenant has no PAN to ask with. The full eligibility check uses it too.
 */
export async function currentCreditReport(db: Db, bureau: CreditBureau, userId: string, now = new Date()) {
  const applicant = await applicantOf(db, userId);
  if (!applicant) return undefined;
  const today = await latestCreditReport(db, userId, { since: startOfIndianDay(now), pan: applicant.pan });
  if (today) return today;
  const report = await bureau.fetchReport(applicant, now);
  const checked = validate('credit-report', { ...report, userId });
  if (!checked.ok) throw new ApiError(502, 'provider_error', messages.verification.creditReportUnreadable);
  return db.transaction().execute((trx) => saveCreditReport(trx, userId, report));
}

/** The tenant `userId` if `user` may ask about them: themself, or staff; 404 otherwise. */
async function requireTenant(db: Db, user: UserActor, userId: string): Promise<void> {
  if (userId !== user.id && !user.internal) throw notFound(messages.labels.tenant);
  const tenant = await findUser(db, userId);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.tenant);
}

/** GET /idcra?userId=: the credit report (the caller's own when userId is left out); 422 without a PAN, 503 without a bureau. */
export async function runCreditCheck(db: Db, bureau: CreditBureau | undefined, actor: Actor, rawUserId: unknown): Promise<RecordOf<'credit-report'>> {
  const user = requireUser(actor);
  if (!bureau) throw unavailable();
  const userId = userIdParam(user, rawUserId);
  await requireTenant(db, user, userId);
  const report = await currentCreditReport(db, bureau, userId);
  if (!report) throw new ApiError(422, 'pan_missing', messages.verification.creditNoPan, { pan: messages.verification.creditNoPan });
  return present(db, reports(), actor, report);
}

/** GET /idcra/getrawdata/{id}: the stored report's workbook and its file name; the resource's own access rule decides who may read it. */
export async function creditReportRawData(db: Db, actor: Actor, id: string): Promise<{ filename: string; body: Buffer }> {
  requireUser(actor);
  const report = await getRecord(db, reports(), id, actor);
  return { filename: `credit-report-${report.reportId.replace(/[^A-Za-z0-9-]/g, '')}.xlsx`, body: await creditReportWorkbook(report) };
}
