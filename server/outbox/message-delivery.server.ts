import type { Kysely } from 'kysely';

import { type PeriodicTask, startPeriodicTask } from '#engine/runtime/periodic-task.server.ts';
import type { Database } from '#generated/db.ts';

import type { Logger, Providers } from './providers.server.ts';
import { recordAttempt } from './store.server.ts';

/** A message is retried on later rounds until this many attempts, then marked failed. */
export { MAX_ATTEMPTS } from './store.server.ts';

/** The providers of each running app, by database (the last started wins; removed on close). */
const active = new Map<Kysely<Database>, Providers[]>();

export function useProviders(db: Kysely<Database>, providers: Providers): () => void {
  active.set(db, [...(active.get(db) ?? []), providers]);
  return () => {
    const left = (active.get(db) ?? []).filter((p) => p !== providers);
    if (left.length) active.set(db, left);
    else active.delete(db);
  };
}

/**
 * Delivers pending messages, oldest first, one per transaction: the row is locked (`FOR UPDATE SKIP
 * LOCKED`, so several app processes never send one message at once), sent through its channel's
 * provider, and marked sent, or left pending with attempts and lastError (failed after MAX_ATTEMPTS),
 * all in the transaction that holds the lock (decision 060). A process that dies during the send loses its
 * connection, so PostgreSQL rolls the transaction back and frees the row at once: the message is sent again by
 * another process, never lost; it reaches its recipient twice only when the process died after the provider took
 * it and before the commit (an e-mail then carries the same Message-ID, messageIdOf).
 * Returns how many messages were handled. Tests call it to flush the outbox without waiting.
 */
export async function deliverPending(db: Kysely<Database>, providers?: Providers, max = 100): Promise<number> {
  const use = providers ?? active.get(db)?.at(-1);
  if (!use) throw new Error('deliverPending: no outbox providers for this database (is the app running?)');
  const tried: string[] = [];
  while (tried.length < max) {
    const id = await db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('outbox_message').selectAll().where('status', '=', 'pending');
      if (tried.length) query = query.where('id', 'not in', tried);
      const m = await query
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!m) return undefined;
      const attempts = (m.attempts ?? 0) + 1;
      try {
        await use[m.channel === 'sms' ? 'sms' : 'email'].send(m);
        await recordAttempt(trx, m.id, attempts);
      } catch (e) {
        await recordAttempt(trx, m.id, attempts, e instanceof Error ? e.message : String(e));
      }
      return m.id;
    });
    if (!id) break;
    tried.push(id);
  }
  return tried.length;
}

export type Worker = PeriodicTask;

/** Polls the outbox every `intervalMs` in the background; stop() waits for the round in progress. */
export function startWorker(
  db: Kysely<Database>,
  providers: Providers,
  options: { intervalMs: number; log: Logger & { error(obj: unknown, msg?: string): void } },
): Worker {
  return startPeriodicTask(
    options.intervalMs,
    () => deliverPending(db, providers),
    (err) => options.log.error({ err }, 'outbox delivery failed'),
  );
}
