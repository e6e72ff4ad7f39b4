import type { FastifyInstance } from 'fastify';

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
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneAuditTrail(ctx.db, { days }).catch((err) => app.log.error({ err }, 'audit retention failed'));
  };
  const first = setTimeout(prune, 10_000);
  const timer = setInterval(prune, HOUR_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
