import { hostname } from 'node:os';

import type { Db } from '#engine/runtime/db/db-type.ts';

/*
 * The job_run table (decision 060): which process runs each period of a periodic job.
 */

/** The host and process id written on a run, so an operator sees who ran it. */
const THIS_PROCESS = `${hostname()}:${process.pid}`;

/**
 * Takes period `period` of job `job` for this process: its id when this call wrote its row, undefined when another process
 * (or an earlier tick of this one) already had it. The unique key makes the first writer the only one, on PostgreSQL
 * and PGlite alike, however many processes or machines ask at once.
 */
export async function claimJobRun(db: Db, job: string, period: number): Promise<string | undefined> {
  const row = await db
    .insertInto('job_run')
    .values({ key: `${job}@${period}`, job, process: THIS_PROCESS })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The run ended (its work is done, or it failed and the next period tries again). */
export async function finishJobRun(db: Db, id: string): Promise<void> {
  await db.updateTable('job_run').set({ finishedAt: new Date().toISOString() }).where('id', '=', id).execute();
}

/** Forgets the runs of `job` that started before `before` (the table keeps recent history only). */
export async function forgetJobRuns(db: Db, job: string, before: Date): Promise<void> {
  await db.deleteFrom('job_run').where('job', '=', job).where('createdAt', '<', before.toISOString()).execute();
}
