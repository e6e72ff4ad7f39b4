import type { FastifyInstance } from 'fastify';

import type { Db } from '#engine/runtime/db/db-type.ts';

import { claimJobRun, finishJobRun, forgetJobRuns } from './store.server.ts';

export interface PeriodicJob {
  /** Names the job in the log and in job_run (unique among the jobs). */
  name: string;
  firstAfterMs: number;
  everyMs: number;
  /** One sweep over the work due; each item in its own transaction holding its row, so a repeat does nothing twice. */
  run: () => Promise<unknown>;
}

/** The runs kept in job_run: a week, or ten periods of a job that runs less often. */
const keptFor = (everyMs: number) => Math.max(7 * 86_400_000, 10 * everyMs);

/**
 * One tick of `job` at `now`: the period is `now` divided by the job's interval, and the process that writes the
 * period's job_run row first runs it; every other process (another on this machine or elsewhere, or this one again)
 * skips it. So each period runs once however many processes serve (decision 060). A process that dies during a run
 * leaves the period unfinished: the next period's run does the work left, as every job is a sweep. Answers whether
 * this call ran the job. (`now` picks the period; the history kept is measured on the clock.)
 */
export async function runPeriod(db: Db, job: PeriodicJob, now = Date.now()): Promise<boolean> {
  const id = await claimJobRun(db, job.name, Math.floor(now / job.everyMs));
  if (!id) return false;
  try {
    await job.run();
  } finally {
    await finishJobRun(db, id);
  }
  await forgetJobRuns(db, job.name, new Date(Date.now() - keptFor(job.everyMs)));
  return true;
}

/**
 * Background work a domain runs on a timer beside the outbox and webhook workers (the audit retention, the renewal
 * reminders, the claims' response windows, the missed instalments): a tick first `firstAfterMs` after start, then
 * every `everyMs`, each running the job only if no process has run its period yet (runPeriod). A tick while this
 * process's last run goes on is skipped. The timers never keep the process alive, a failed run is logged as
 * `<name> failed`, and closing the app waits for a run under way. The app's database is read at each tick.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runPeriod(app.db, job)
      .catch((err) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
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
