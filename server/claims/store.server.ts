import type { Selectable } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Database } from '#generated/db.ts';
import type { ClaimLineResponse } from '#generated/types/claim.ts';

/** A stored claim row. */
export type ClaimRow = Selectable<Database['claim']>;

/** The claim, locked for the transaction (two answers or two job runs at once see each other's write). */
export async function lockClaim(db: Db, id: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('claim').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What the claims domain writes itself, beside the generic operations: the tenant's answer and the window's stages. */
export interface ClaimStageChanges {
  responses?: ClaimLineResponse[];
  respondedAt?: string;
  noResponseAt?: string;
  recoveredAt?: string;
  remindersSent?: number[];
}

/**
 * The only writer of the claim table by name (the generic operations write it by resource, through the hooks):
 * the tenant's answer (responses, respondedAt), the lapsed window (noResponseAt), the reminders sent, and a recovery
 * completed outside the claim's own recoveries (recoveredAt: a repayment plan's last instalment).
 */
export async function writeClaimStages(db: Db, id: string, changes: ClaimStageChanges): Promise<ClaimRow> {
  const { responses, remindersSent, ...dates } = changes;
  return db
    .updateTable('claim')
    .set({
      ...dates,
      ...(responses ? { responses: JSON.stringify(responses) as never } : {}),
      ...(remindersSent ? { remindersSent: JSON.stringify(remindersSent) as never } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
