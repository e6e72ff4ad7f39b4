import { isMissed } from '#domain/claims/instalments.ts';
import { today as todayOf } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';

import { lockPlan } from '../store.server.ts';
import { instalmentsOf, markMissed } from './plan-rules.server.ts';

/**
 * The missed rule run over every active plan (hourly, by one process each hour: decisions 056 and 060): an instalment
 * not paid MISSED_AFTER_DAYS after its due date is missed, the plan flagged and staff told once. Each plan in its own
 * transaction holding its row, so two processes running it at once flag it once. Answers how many plans it flagged.
 */
export async function flagMissedInstalments(db: Db, today = todayOf()): Promise<number> {
  const active = await db.selectFrom('repayment_plan').select('id').where('status', '=', 'active').execute();
  let flagged = 0;
  for (const { id } of active) {
    const changed = await db.transaction().execute(async (trx) => {
      const plan = await lockPlan(trx, 'id', id);
      if (!plan || plan.status !== 'active') return false;
      const late = instalmentsOf(plan).filter((i) => i.status !== 'missed' && isMissed(i, today));
      if (!late.length) return false;
      await markMissed(
        trx,
        plan,
        late.map((i) => i.number),
      );
      return true;
    });
    if (changed) flagged++;
  }
  return flagged;
}
