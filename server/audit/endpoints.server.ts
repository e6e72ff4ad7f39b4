import type { FastifyInstance } from 'fastify';

import { runPeriodically } from '#server/shared/periodic.server.ts';

import type { DomainContext } from '../domain-context.ts';
import { pruneAuditTrail } from './operations/retention.server.ts';

const HOUR_MS = 3_600_000;

/**
 * With AUDIT_RETENTION_DAYS set, prunes the audit trail soon after start and then hourly (beside the
 * outbox and webhook workers; the timer never keeps the process alive). Several processes pruning at
 * once only delete the same old entries.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const days = ctx.config.auditRetentionDays;
  if (!days) return;
  runPeriodically(app, {
    name: 'audit retention',
    firstAfterMs: 10_000,
    everyMs: HOUR_MS,
    run: () => pruneAuditTrail(ctx.db, { days }),
  });
}
