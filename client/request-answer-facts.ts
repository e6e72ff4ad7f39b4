import type { BondFacts, BondSituation } from '#domain/bonds/actions.ts';

/**
 * What GET /bondrequest adds to a pending buy or transfer request (server/bonds/operations/bond-request-view.server.ts): the
 * facts the accept's rules ask (domain/bonds/actions.ts mayBuy, mayTransfer), so that the console offers Approve
 * only when the server would accept it, and says why not.
 */
export interface RequestAnswerFacts {
  /** A buy: the tenant's live bonds. */
  liveBonds?: { bondId?: string | null; propertyId?: string | null; status?: string | null }[];
  /** A transfer: the bond it moves, with its open claims and any cancellation under way. */
  bond?: BondFacts & { situation: BondSituation };
}
