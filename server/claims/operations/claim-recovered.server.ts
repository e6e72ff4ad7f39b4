import type { Db } from '#engine/runtime/db/db-type.ts';
import { recordChange } from '#server/audit/operations/record-change.server.ts';

import { lockClaim, writeClaimStages } from '../store.server.ts';
import { stagesWritten } from './stage-notices.server.ts';

/**
 * The recovery stage reached by a repayment outside the claim's recoveries list (a repayment plan's last instalment
 * collected, issue 34 item 3): dates `recoveredAt` once, with its audit entry (`recovered`), the notices to both sides
 * and the claim.recovered event, in the caller's transaction. A claim already recovered is left as it is. Answers
 * whether it was dated now.
 */
export async function claimRecovered(trx: Db, claimId: string, at = new Date()): Promise<boolean> {
  const before = await lockClaim(trx, claimId);
  if (!before || before.recoveredAt) return false;
  const after = await writeClaimStages(trx, claimId, { recoveredAt: at.toISOString() });
  await recordChange(trx, 'claim', claimId, 'recovered', before, after);
  await stagesWritten(trx, after, before);
  return true;
}
