import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import type { Instalment } from '#generated/types/repayment-plan.ts';

import { jsonb } from '../accounts/store.server.ts';
import { recordChange } from '../audit/operations/record-change.server.ts';

export type PlanRow = RecordOf<'repayment-plan'>;

/**
 * The only writes of the repayment_plan table (decision 056): a plan is chosen once, then its mandate is authorised
 * and its instalments change by the provider's webhooks and the missed rule. Each write is an audit entry.
 */
export async function insertPlan(
  trx: Db,
  values: Omit<PlanRow, 'id' | 'createdAt' | 'updatedAt'>,
  actor?: Actor,
): Promise<PlanRow> {
  const now = new Date().toISOString();
  const row: PlanRow = await trx
    .insertInto('repayment_plan')
    .values({ ...values, instalments: jsonb(values.instalments), createdAt: now, updatedAt: now } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'repayment-plan', row.id, 'create', undefined, row, actor);
  return row;
}

/** Changes a plan (updatedAt set here); `action` names the change in the audit trail. */
export async function updatePlan(
  trx: Db,
  before: PlanRow,
  changes: Partial<Pick<PlanRow, 'status' | 'startDate' | 'missed'>> & { instalments?: Instalment[] },
  action: string,
  actor?: Actor,
): Promise<PlanRow> {
  const { instalments, ...rest } = changes;
  const row: PlanRow = await trx
    .updateTable('repayment_plan')
    .set({
      ...rest,
      ...(instalments ? { instalments: jsonb(instalments) } : {}),
      updatedAt: new Date().toISOString(),
    } as never)
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'repayment-plan', row.id, action, before, row, actor);
  return row;
}

/** A plan held for the rest of the transaction (its webhooks and the missed rule never interleave). */
export async function lockPlan(trx: Db, by: 'id' | 'subscriptionId' | 'claimId', value: string) {
  return (await trx.selectFrom('repayment_plan').selectAll().where(by, '=', value).forUpdate().executeTakeFirst()) as
    PlanRow | undefined;
}
