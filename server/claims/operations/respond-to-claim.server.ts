import { mayRespond, responseErrors } from '#domain/claims/response.ts';
import { indiaDay } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { getRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { recordChange } from '#server/audit/operations/record-change.server.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';

import { lockClaim, writeClaimStages } from '../store.server.ts';
import { type ClaimWithNames, getClaim } from './claim-list.server.ts';
import { stagesWritten } from './stage-notices.server.ts';

/**
 * POST /claims/{id}/respond (issue 34): the tenant accepts or disputes each line, with a note (a dispute needs one) and
 * files uploaded through POST /upload/uploadToS3 under the landlord's evidence limits. Free, once, within the response
 * window (domain/claims/response.ts, asked on the locked claim at the moment of the write); the answer is an audit
 * entry, a notice to both sides and the claim.responded event, in one transaction.
 */
export async function respondToClaim(db: Db, actor: Actor, id: string, input: unknown): Promise<ClaimWithNames> {
  const user = requireUser(actor);
  await getRecord(db, resource('claim'), id, actor); // 404 for a claim the caller may not see
  const checked = validate('claim-response', input);
  if (!checked.ok) throw invalid(checked.errors);
  const responses = checked.value.responses;
  await db.transaction().execute(async (trx) => {
    const before = await lockClaim(trx, id);
    if (!before) throw notFound(messages.labels.claim);
    requireAllowed(mayRespond(user.id, before, indiaDay(new Date())));
    const errors = responseErrors(before, responses);
    if (Object.keys(errors).length) throw invalid(errors);
    const after = await writeClaimStages(trx, id, { responses, respondedAt: new Date().toISOString() });
    await recordChange(trx, 'claim', id, 'respond', before, after, actor);
    await stagesWritten(trx, after, before);
  });
  return getClaim(db, actor, id);
}
