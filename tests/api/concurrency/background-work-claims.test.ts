import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runPeriod } from '#server/shared/periodic.server.ts';
import { emitEvent } from '#server/webhooks/operations/emit.server.ts';
import { deliverDue } from '#server/webhooks/operations/webhook-delivery.server.ts';
import { claimDue, recordAttempt } from '#server/webhooks/store.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { startReceiver } from '../webhooks/receiver.ts';

/**
 * How background work stays once across processes (decision 060), on one database, both kinds: a periodic job's
 * period is run by the first process to write its job_run row, and a webhook message whose lease ended is recorded by
 * the process that holds it now, not by the one that lost it. (Three real processes and a kill -9:
 * background-work-processes.test.ts.)
 */
let api: TestApi;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  api = await startTestApi({ webhookPollMs: 0 });
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await api?.close();
});

describe('a periodic job on several processes', () => {
  it('runs each period once, whichever process ticks first, and the next period again', async () => {
    let runs = 0;
    const job = {
      name: `sweep ${Date.now()}`,
      firstAfterMs: 0,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const at = 1_800_000_000_000;
    // Three processes tick in the same period, at once (on PostgreSQL, three connections).
    const ticks = await Promise.all([
      runPeriod(api.db, job, at),
      runPeriod(api.db, job, at + 5),
      runPeriod(api.db, job, at + 59_999),
    ]);
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // A process that started later ticks in the same period: nothing.
    expect(await runPeriod(api.db, job, at + 30_000)).toBe(false);
    expect(await runPeriod(api.db, job, at + 60_000)).toBe(true);
    expect(runs).toBe(2);
    const rows = await api.db.selectFrom('job_run').select(['key', 'finishedAt']).where('job', '=', job.name).execute();
    expect(rows.map((r) => r.key).sort()).toEqual([`${job.name}@30000000`, `${job.name}@30000001`]);
    expect(rows.every((r) => r.finishedAt)).toBe(true);
  });
});

describe('a webhook message whose lease ended', () => {
  it('is sent by the process that took it over, and recorded once: the late process records nothing', async () => {
    const landlord = await makeUser(api, { userType: 'landlord' });
    const created = await api.v1('POST', '/webhooks', landlord.token, {
      userId: landlord.id,
      callback: receiver.url,
      events: ['property.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    await api.db.transaction().execute((trx) => emitEvent(trx, 'property.created', { id: 'p1' }, [landlord.id]));
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    // Process A claims the message for a second, and stalls.
    const [stalled] = await claimDue(api.db, start, 50, 1000);
    expect(stalled.msgId).toMatch(/^msg_/);
    // Within the lease, process B leaves it alone; after it, B sends it and records it.
    expect(await deliverDue(api.db, { production: false, now: () => at(500), leaseMs: 1000 })).toBe(0);
    expect(await deliverDue(api.db, { production: false, now: () => at(1500), leaseMs: 1000 })).toBe(1);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([stalled.msgId]);
    // A wakes up and would record its attempt: its claim is no longer the message's, so nothing is written.
    const late = await api.db
      .transaction()
      .execute((trx) =>
        recordAttempt(trx, stalled, { at: at(1600), statusCode: 200, durationMs: 5, status: 'delivered' }),
      );
    expect(late).toBe(false);
    const attempts = await api.db
      .selectFrom('webhook_attempt')
      .select('statusCode')
      .where('messageId', '=', stalled.id)
      .execute();
    expect(attempts).toEqual([{ statusCode: 200 }]);
    const message = await api.db
      .selectFrom('webhook_message')
      .select(['status', 'attempts'])
      .where('id', '=', stalled.id)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ status: 'delivered', attempts: 1 });
  });
});
