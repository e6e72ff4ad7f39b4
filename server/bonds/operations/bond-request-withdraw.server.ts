import { mayWithdrawRequest } from '#domain/bonds/request.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { asId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import {
  requireVersion,
  versionOf,
  withVersion,
  type WriteConditions,
} from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { recordChange } from '#server/audit/operations/record-change.server.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { consoleRequestLink } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { markRequestWithdrawn } from '../store.server.ts';

const requests = () => resource('bond-request');

/** How the landlord's notice names the withdrawn request. */
const WITHDRAWN_NAME: Record<string, string> = {
  buy: messages.bondRequest.nameBuy,
  transfer: messages.bondRequest.nameTransfer,
  cancel: messages.bondRequest.nameCancel,
};

/**
 * POST /bondrequest/{id}/withdraw: the tenant who asked takes back a request the landlord has not answered
 * (a buy, a transfer or a cancellation still pending). The request becomes `withdrawn` (final: nobody answers
 * it any more, and the landlord's and staff's lists stop showing it as pending); the landlord hears of it; the
 * audit trail records it. Anyone else: 404 (another's request) or 403 (the landlord or staff, who answer instead).
 * With If-Match, a withdrawal made on a stale version (the landlord answered meanwhile) is 412 with the request as it is.
 */
export async function withdrawBondRequest(
  db: Db,
  actor: Actor,
  id: string,
  conditions: WriteConditions = {},
): Promise<RecordOf<'bond-request'>> {
  const user = requireUser(actor);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('bond_request')
      .selectAll()
      .where('id', '=', asId(id))
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound(requests().title);
    if (existing.userId !== user.id) {
      if (user.internal || existing.landlordId === user.id)
        throw new ApiError(403, 'forbidden', messages.bondRequest.onlyTenantWithdraws);
      throw notFound(requests().title);
    }
    requireVersion(conditions, requests().title, existing, () => present(trx, requests(), user, existing));
    requireAllowed(mayWithdrawRequest(existing));
    const row = await markRequestWithdrawn(trx, existing.id);
    await recordChange(trx, 'bond-request', row.id, 'withdraw', existing, row, user);
    const [tenant, property] = await Promise.all([
      trx.selectFrom('user').select('name').where('id', '=', row.userId).executeTakeFirst(),
      trx.selectFrom('property').select('name').where('id', '=', row.propertyId).executeTakeFirst(),
    ]);
    await notifyUser(trx, row.landlordId ?? undefined, {
      type: 'general',
      title: messages.bondRequest.withdrawnTitle,
      message: fillMessage(messages.bondRequest.withdrawnText, {
        who: tenant?.name ?? messages.labels.aTenant,
        request: WITHDRAWN_NAME[row.type] ?? messages.bondRequest.nameBuy,
        property: property?.name ?? messages.labels.yourProperty,
      }),
      // The Requests page says the request no longer waits for an answer.
      link: consoleRequestLink(row.type, row.id),
    });
    return withVersion(present(db, requests(), user, row), versionOf(row));
  });
}
