/**
 * When each attempt of a message is made, counted from the failure before it (Standard Webhooks'
 * schedule): immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. After the last, the message fails.
 */
export const ATTEMPT_DELAYS_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
export const MAX_ATTEMPTS = ATTEMPT_DELAYS_MS.length;

/** After `attempts` failed attempts: how long until the next, or undefined when there is none. */
export function retryDelay(attempts: number): number | undefined {
  return attempts < MAX_ATTEMPTS ? ATTEMPT_DELAYS_MS[attempts] : undefined;
}

/** An endpoint whose deliveries all failed for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;

/**
 * A claimed message is its worker's to send for this long (WEBHOOK_LEASE_MS may set another). The worker renews the
 * lease before a send unless three quarters of it are left, and an attempt may take at most half of it, so a live
 * worker still holds the message when it records the attempt, a quarter of the lease to spare; after the lease, a
 * message whose worker died is sent again (decision 060).
 */
export const CLAIM_LEASE_MS = 30_000;

/** Only 2xx answers count as delivered. */
export const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** How long an endpoint has to answer under a lease of `leaseMs`: 15 s, or half the lease when that is shorter. */
export const attemptTimeout = (leaseMs: number, deliveryTimeoutMs: number) =>
  Math.min(deliveryTimeoutMs, Math.floor(leaseMs / 2));
