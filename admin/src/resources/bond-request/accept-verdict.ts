import { mayBuy, mayTransfer } from '#domain/bonds/actions.ts';
import { allowed, type Verdict } from '#domain/verdict.ts';

import type { BondRequestRow } from './types.ts';

/**
 * Whether accepting this request would be refused now, by the rules the server's accept asks (domain/bonds): a buy by
 * a tenant who holds a live bond, a transfer of a bond with an open claim or a cancellation under way. The console
 * then offers Reject only, and says why.
 */
export function acceptVerdict(request: BondRequestRow): Verdict {
  const facts = request.answerFacts;
  if (!facts) return allowed;
  if (request.type === 'buy' && facts.liveBonds) return mayBuy(facts.liveBonds, request.propertyId);
  if (request.type === 'transfer' && facts.bond) return mayTransfer(facts.bond, facts.bond.situation);
  return allowed;
}
