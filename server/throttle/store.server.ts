import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';

import type { Database } from '#generated/db.ts';

/** What a store is told per limiter (the plugin's merged options; ours ride along with its own). */
export interface StoreParams {
  /** Each attempt past the limit doubles the wait (the plugin's option of the same name). */
  exponentialBackoff?: boolean;
  /** The longest wait exponential backoff may reach. */
  maxLockMs?: number;
}

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Counted {
  hits: number;
  ttl: string | number;
  lifted: boolean | null;
}

const DEFAULT_MAX_LOCK_MS = 60 * 60_000;

/**
 * A `@fastify/rate-limit` store on the `auth_throttle` table, so every process behind a load balancer
 * shares one count (security rules, docs/architecture.md). Each `incr` is one atomic upsert judged by the database's
 * clock: a window that has ended starts again at 1; past the limit with backoff, the wait doubles per attempt up to
 * `maxLockMs`, as the plugin's own stores do. `read` never changes a row (the plugin's `{ increment: false }` peek).
 */
export function databaseStore(db: Kysely<Database>, log?: FastifyBaseLogger) {
  return class DatabaseStore {
    constructor(readonly params: StoreParams = {}) {}

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      const backoff = !!this.params.exponentialBackoff;
      const maxLock = Math.max(timeWindow, this.params.maxLockMs ?? DEFAULT_MAX_LOCK_MS);
      const window = sql`(${timeWindow}::double precision * interval '1 millisecond')`;
      const grown = sql`LEAST(${timeWindow}::double precision * power(2, LEAST(t.hits + 1 - ${max}::integer - 1, 40)), ${maxLock}::double precision) * interval '1 millisecond'`;
      sql<Counted>`
        INSERT INTO auth_throttle AS t ("key", hits, "resetAt", lifted) VALUES (${key}, 1, now() + ${window}, false)
        ON CONFLICT ("key") DO UPDATE SET
          hits = CASE WHEN t."resetAt" <= now() THEN 1 ELSE t.hits + 1 END,
          "resetAt" = CASE
            WHEN t."resetAt" <= now() THEN now() + ${window}
            WHEN ${backoff} AND t.hits + 1 > ${max}::integer THEN now() + ${grown}
            ELSE t."resetAt" END,
          lifted = (t."resetAt" <= now() AND t.hits >= ${max}::integer)
        RETURNING hits, round(extract(epoch FROM ("resetAt" - now())) * 1000) AS ttl, lifted`
        .execute(db)
        .then(
          ({ rows: [row] }) => {
            if (row.lifted) log?.info({ throttle: key }, 'authentication lock ended');
            answer(null, { current: row.hits, ttl: Math.max(0, Number(row.ttl)) });
          },
          (error: Error) => answer(error),
        );
    }

    read(key: string, answer: Answer): void {
      sql<Counted>`SELECT hits, round(extract(epoch FROM ("resetAt" - now())) * 1000) AS ttl FROM auth_throttle WHERE "key" = ${key} AND "resetAt" > now()`
        .execute(db)
        .then(
          ({ rows: [row] }) =>
            answer(null, row ? { current: row.hits, ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 }),
          (error: Error) => answer(error),
        );
    }

    /** The plugin passes a route's limiter its merged options (a route's options among them): ours are read from them. */
    child(params: object): DatabaseStore {
      return new DatabaseStore(params);
    }
  };
}

/** Forgets keys (a success clears its account's failures); a lock whose time had run out is logged as ended. */
export async function forgetKeys(
  db: Kysely<Database>,
  keys: { key: string; max: number }[],
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!keys.length) return;
  const { rows } = await sql<{ key: string; hits: number; expired: boolean }>`
    DELETE FROM auth_throttle WHERE "key" IN (${sql.join(keys.map((k) => k.key))}) RETURNING "key", hits, "resetAt" <= now() AS expired`.execute(
    db,
  );
  for (const row of rows) {
    if (row.expired && row.hits >= (keys.find((k) => k.key === row.key)?.max ?? Infinity))
      log?.info({ throttle: row.key }, 'authentication lock ended');
  }
}

/** Rows whose window ended a day ago say nothing any more (indexed by resetAt). */
export async function dropStaleKeys(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM auth_throttle WHERE "resetAt" < now() - interval '1 day'`.execute(db);
}

/** A completed password reset lifts the account's sign-in locks (never an address's: that one guards every account). */
export async function forgetSignInLocks(db: Kysely<Database>, email: string): Promise<void> {
  const account = email.trim().toLowerCase();
  const pairs = `login:pair:${account}|`;
  await sql`DELETE FROM auth_throttle WHERE "key" = ${`login:account:${account}`} OR left("key", ${pairs.length}) = ${pairs}`.execute(
    db,
  );
}
