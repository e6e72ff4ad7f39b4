import type { RepaymentPlan } from '#generated/types/repayment-plan.ts';
import type { WalletEntry } from '#generated/types/wallet-entry.ts';

/**
 * GET /api/v1/recoveries/claim/{claimId} (decision 056): what the tenant owes on a claim, the counts they may choose,
 * and their plan with the wallet entries its paid instalments wrote; the tenant's panel and the console's read it.
 */
export interface Repayment {
  claimId: string;
  claimNumber: string;
  amountToRecover: number;
  counts: number[];
  mayChoose: boolean;
  plan: (RepaymentPlan & { id: string }) | null;
  entries: (WalletEntry & { id: string })[];
  /** Answered by the choice, the retry and GET /recoveries/plans/{id}/mandate: where the tenant authorises or pays. */
  mandateUrl?: string;
}

/** The mandate page's one answer (the Razorpay-style protocol of the payment simulator's mandate page). */
export type MandateResult =
  | {
      event: 'mandate.authorised';
      response: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };
    }
  | { event: 'mandate.charged' | 'mandate.failed' | 'dismissed' };

/** Reads a message of the mandate frame; anything else gives undefined. */
export function mandateResult(data: unknown): MandateResult | undefined {
  const d = data as { source?: unknown; event?: unknown; response?: Record<string, unknown> } | null;
  if (!d || typeof d !== 'object' || d.source !== 'nivaas-checkout') return undefined;
  if (d.event === 'mandate.authorised') {
    const r = d.response ?? {};
    const fields = [r.razorpay_payment_id, r.razorpay_subscription_id, r.razorpay_signature];
    if (!fields.every((f) => typeof f === 'string' && f)) return undefined;
    return {
      event: 'mandate.authorised',
      response: {
        razorpay_payment_id: String(r.razorpay_payment_id),
        razorpay_subscription_id: String(r.razorpay_subscription_id),
        razorpay_signature: String(r.razorpay_signature),
      },
    };
  }
  if (d.event === 'mandate.charged' || d.event === 'mandate.failed' || d.event === 'dismissed')
    return { event: d.event };
  return undefined;
}
