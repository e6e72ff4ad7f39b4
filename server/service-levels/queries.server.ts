import { MEASURED_DAYS, type MeasuredClaim, measuredServiceLevels } from '#domain/claims/measured-service-levels.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { ServiceLevels } from '#generated/types/service-levels.ts';

/** How long a process keeps the measure before reading the claims again. */
export const SERVICE_LEVELS_CACHE_MS = 5 * 60_000;

const cache = new WeakMap<object, { at: number; answer: ServiceLevels }>();

/**
 * GET /api/v1/service-levels and the public /service-levels page (issue 34 item 5): the median and 90th percentile of
 * time to decision and to payout over the last 90 days, measured from the claims' own stage dates
 * (domain/claims/measured-service-levels.ts), beside the configured promise. Public: figures only, nothing about any
 * claim or person. Read with one indexed range query per process at most every five minutes.
 */
export async function serviceLevels(db: Db, now = new Date()): Promise<ServiceLevels> {
  const cached = cache.get(db);
  if (cached && now.getTime() - cached.at < SERVICE_LEVELS_CACHE_MS) return cached.answer;
  const since = new Date(now.getTime() - MEASURED_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('claim')
    .select(['createdAt', 'respondBy', 'decidedAt', 'paidOutAt'])
    .where((eb) => eb.or([eb('decidedAt', '>=', since), eb('paidOutAt', '>=', since)]))
    .execute();
  const answer = measuredServiceLevels(rows as MeasuredClaim[], now);
  cache.set(db, { at: now.getTime(), answer });
  return answer;
}
