import { messages } from '#generated/messages.ts';

import { allowed, refuse, type Verdict } from '../verdict.ts';

/** The requests a tenant may take back: a buy, a transfer or a cancellation (a move-in inspection is resolved on its report). */
const WITHDRAWABLE = new Set(['buy', 'transfer', 'cancel']);

/**
 * May the tenant who asked withdraw this request: only while the landlord has not answered it (pending), and only a
 * buy, transfer or cancellation. The withdraw operation asks it when the write takes effect; the site asks it to offer
 * Withdraw.
 */
export function mayWithdrawRequest(request: { status?: string | null; type?: string | null }): Verdict {
  if (request.status !== 'pending' || !WITHDRAWABLE.has(request.type ?? ''))
    return refuse('request_decided', messages.bondRequest.onlyPendingWithdrawn);
  return allowed;
}
