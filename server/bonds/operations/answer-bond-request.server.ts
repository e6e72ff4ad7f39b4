import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid, notFound } from '#engine/runtime/errors.ts';
import { asId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import {
  requireVersion,
  versionOf,
  withVersion,
  type WriteConditions,
} from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { recordChange } from '#server/audit/operations/record-change.server.ts';
import { can, requireUser } from '#server/http/guards.server.ts';
import { bondRequestDecided } from '#server/webhooks/operations/record-events.server.ts';

import { storeAnswer } from '../store.server.ts';
import { afterDecision, checkAnswerer, checkDecision, isRequestLandlord } from './bond-request-decide.server.ts';
import { nestedStatus, objectBody } from './bond-request-input.ts';

const requests = () => resource('bond-request');
/** Fields an answer may carry besides these are ignored when they only repeat the request (the transfer accept sends propertyId, bondid, statusbody). */
const ANSWER_FIELDS = ['status', 'reasonOfReject', 'expectedBondValue'];
const ECHOED = ['propertyId', 'bondid', 'bondId', 'statusbody', 'userId', 'type', 'id', '_id'];

/**
 * PATCH (and POST) /bondrequest/{id}: the property's landlord or staff with bond request update rights answer a pending
 * request (staff: new bond and transfer requests, checkAnswerer). With If-Match, an answer given on a version of the
 * request that is no longer current (a colleague answered it meanwhile) is refused with 412 and the request as it is.
 */
export async function answerBondRequest(
  db: Db,
  actor: Actor,
  id: string,
  body: unknown,
  conditions: WriteConditions = {},
): Promise<RecordOf<'bond-request'>> {
  const user = requireUser(actor);
  const input = objectBody(body);
  const status = input.status ?? nestedStatus(input.statusbody);
  const answer: Row = Object.fromEntries(ANSWER_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
  if (status !== undefined) answer.status = status;
  const unknown = Object.keys(input).filter((k) => !ANSWER_FIELDS.includes(k) && !ECHOED.includes(k));
  if (unknown.length)
    throw invalid(Object.fromEntries(unknown.map((k) => [k, messages.bondRequest.unknownAnswerField])));
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('bond_request')
      .selectAll()
      .where('id', '=', asId(id))
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound(requests().title);
    const landlord = await isRequestLandlord(trx, user.id, existing);
    if (!landlord && !can(user, requests().module, 'update')) {
      if (user.internal || existing.userId === user.id)
        throw new ApiError(403, 'forbidden', messages.bondRequest.onlyLandlordAnswers);
      throw notFound(requests().title);
    }
    requireVersion(conditions, requests().title, existing, () => present(trx, requests(), user, existing));
    checkAnswerer(existing, answer, landlord);
    const checked = validate('bond-request', { ...withoutNulls(existing), ...answer });
    if (!checked.ok) throw invalid(checked.errors);
    await checkDecision(trx, existing, answer);
    const row = await storeAnswer(trx, existing.id, answer);
    await afterDecision(trx, row, existing);
    await bondRequestDecided(trx, row, existing);
    await recordChange(trx, 'bond-request', row.id, 'answer', existing, row, user);
    return withVersion(present(db, requests(), user, row), versionOf(row));
  });
}

function withoutNulls(row: object): Row {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([k, v]) => v !== null && v !== undefined && k !== 'id' && k !== 'createdAt' && k !== 'updatedAt',
    ),
  );
}
