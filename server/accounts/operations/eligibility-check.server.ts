import { mayRunEligibilityCheck } from '#domain/eligibility/access.ts';
import {
  type CheckKind,
  type CreditFacts,
  type EligibilityInput,
  type EligibilityOutcome,
  evaluateEligibility,
  withCreditReport,
} from '#domain/eligibility/rules.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import type { CreditBureau } from '#server/verification/operations/credit-bureau.ts';
import { currentCreditReport } from '#server/verification/operations/credit-check.server.ts';

import { findEligibility, saveEligibility } from '../store.server.ts';
import { findUser, isId, isTenantType } from './access.server.ts';

/**
 * GET /eligibility/basiccheck/{userId} and /eligibility/check/{userId}: runs the check of
 * #domain/eligibility/rules.ts on the tenant's current profile and records the result. Who may run it is the
 * domain's `mayRunEligibilityCheck`: the tenant themself and eligibility approvers; other staff get 403 (they
 * request the admin), anyone else 404. Eligible: 200 with the
 * eligibility. Missing data: 422 with the reasons (stored as 'ineligible'). A co-applicant's data: 406,
 * shown in the 'Co-Applicant Eligibilty' dialog. A manual approval by staff is never undone by a check.
 * With a credit bureau (every installation but a production one without a bureau configured), a full
 * check that passes reads the tenant's credit report of today, pulling it when needed (decisions 027, 039): a check is
 * an explicit, permitted action, as the console's Pull credit report is.
 */
const eligibilities = () => resource('eligibility');

/** The tenant `userId` if the caller may see their eligibility (themself or staff); 404 otherwise. */
export async function tenantFor(db: Db, actor: Actor, userId: string): Promise<UserActor> {
  const user = requireUser(actor);
  if (!isId(userId) || (userId !== user.id && !user.internal)) throw notFound(messages.labels.tenant);
  const tenant = await findUser(db, userId);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.tenant);
  return user;
}

export async function getTenantEligibility(
  db: Db,
  actor: Actor,
  userId: string,
): Promise<RecordOf<'eligibility'> | Pick<Eligibility, 'userId' | 'status'>> {
  await tenantFor(db, actor, userId);
  const row = await findEligibility(db, { userId });
  return row ? present(db, eligibilities(), actor, row) : { userId, status: 'none' };
}

export async function runEligibilityCheck(
  db: Db,
  actor: Actor,
  userId: string,
  kind: CheckKind,
  bureau?: CreditBureau,
): Promise<RecordOf<'eligibility'>> {
  const user = await tenantFor(db, actor, userId);
  requireAllowed(mayRunEligibilityCheck(user, userId));
  const existing = await findEligibility(db, { userId });
  if (existing?.status === 'eligible' && existing.manualCheckingUserId)
    return present(db, eligibilities(), actor, existing);
  let outcome = evaluateEligibility(await inputFor(db, userId), kind);
  if (kind === 'full' && outcome.kind === 'eligible' && bureau)
    outcome = await creditChecked(db, bureau, userId, outcome);
  if (outcome.kind === 'eligible') {
    const keepFull = kind === 'basic' && existing?.status === 'eligible';
    const row = await db.transaction().execute((trx) =>
      saveEligibility(
        trx,
        userId,
        keepFull
          ? { reasonOfIneligibility: null }
          : {
              status: outcome.status,
              maxEligibilityAmount: outcome.maxEligibilityAmount,
              reasonOfIneligibility: null,
            },
      ),
    );
    return present(db, eligibilities(), actor, row);
  }
  const reasons = Object.values(outcome.reasons);
  const status = existing?.status === 'requested' ? 'requested' : 'ineligible';
  await db
    .transaction()
    .execute((trx) =>
      saveEligibility(trx, userId, { status, maxEligibilityAmount: null, reasonOfIneligibility: reasons }),
    );
  if (outcome.kind === 'coApplicant')
    throw new ApiError(406, 'co_applicant_ineligible', reasons.join('; '), outcome.reasons);
  throw new ApiError(422, 'ineligible', reasons.join('; '), outcome.reasons);
}

/** The credit report's say in a passing full check; no PAN number to ask the bureau with is the PAN reason. */
async function creditChecked(
  db: Db,
  bureau: CreditBureau,
  userId: string,
  outcome: EligibilityOutcome,
): Promise<EligibilityOutcome> {
  const report = await currentCreditReport(db, bureau, userId);
  if (!report) return { kind: 'ineligible', reasons: { pan: messages.eligibilityReasons.panMissing } };
  const summary: Partial<CreditFacts> | undefined = report.summary;
  return withCreditReport(outcome, { score: report.score, dpdFlags: summary?.dpdFlags ?? [] });
}

async function inputFor(db: Db, userId: string): Promise<EligibilityInput> {
  const [profile, user, coApplicants, panDoc] = await Promise.all([
    db.selectFrom('profile').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('user').select(['isPhoneVerified']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('co_applicant')
      .select(['name', 'employment', 'monthlyIncome', 'additionalMonthlyIncome'])
      .where('tenantId', '=', userId)
      .orderBy('createdAt', 'asc')
      .execute(),
    db.selectFrom('document').select('id').where('userId', '=', userId).where('docType', '=', 'PAN').executeTakeFirst(),
  ]);
  const job = profile?.employmentDetails;
  return {
    employmentDetails: job,
    phoneVerified: !!(profile?.isPhoneVerified || user?.isPhoneVerified),
    workEmailVerified: !!(profile?.isWorkEmailVerified || job?.isWorkEmailVerified),
    offerLetterVerified: !!profile?.isOfferLetterVerified,
    aadhaarVerified: !!profile?.isAdhaarVerified,
    hasPan: !!(profile?.pan || panDoc),
    coApplicants,
  };
}
