import type { FastifyInstance } from 'fastify';

/**
 * Background work a domain runs on a timer beside the outbox and webhook workers (the audit retention, the renewal
 * reminders): first `firstAfterMs` after start, then every `everyMs`. The timers never keep the process alive, a
 * failed run is logged as `<name> failed`, and closing the app waits for a run under way.
 */
export function runPeriodically(
  app: FastifyInstance,
  job: { name: string; firstAfterMs: number; everyMs: number; run: () => Promise<unknown> },
): void {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = job.run().catch((err) => app.log.error({ err }, `${job.name} failed`));
  };
  const first = setTimeout(tick, job.firstAfterMs);
  const timer = setInterval(tick, job.everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
