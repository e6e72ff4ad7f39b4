import { ApiError, forbidden, notFoundMessage } from '#engine/runtime/errors.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import type { EmploymentDetails } from '#generated/types/employment-details.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';

type WorkEmail = Partial<Pick<EmploymentDetails, 'workEmail' | 'isWorkEmailVerified'>>;

/**
 * Rules every write of a profile obeys, whichever route it comes through:
 * - only staff change who a profile belongs to, its type or its staff role;
 * - the work-email verification flag is the verification flow's: kept as it was, reset when the work email changes;
 * - co-applicants listed on a profile must be that user's co-applicants.
 */
export const profileHooks: ResourceHooks<'profile'> = {
  async beforeUpdate(ctx, changes, existing) {
    const internal = ctx.actor.kind === 'user' && ctx.actor.internal;
    for (const field of ['userId', 'userType', 'role'] as const) {
      if (field in changes && changes[field] !== existing[field] && !internal) throw forbidden(fillMessage(messages.accounts.cannotChangeField, { field }));
    }
    if (changes.employmentDetails) {
      const before: WorkEmail = existing.employmentDetails ?? {};
      const after = { ...changes.employmentDetails };
      after.isWorkEmailVerified = after.workEmail === before.workEmail ? before.isWorkEmailVerified === true : false;
      changes.employmentDetails = after;
      if (existing.isWorkEmailVerified && !after.isWorkEmailVerified) changes.isWorkEmailVerified = false;
    }
    const ids = changes.coApplicants;
    if (ids?.length) {
      const owned = await ctx.db.selectFrom('co_applicant').select('id').where('tenantId', '=', changes.userId ?? existing.userId).where('id', 'in', ids).execute();
      if (owned.length !== new Set(ids).size) throw new ApiError(400, 'validation_failed', notFoundMessage(messages.labels.coApplicant), { coApplicants: notFoundMessage(messages.labels.coApplicant) });
    }
    return changes;
  },
};
