import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { Kysely, PostgresDialect, sql } from 'kysely';

import type { Database } from '#generated/db.ts';

import type { Db } from './db-type.ts';
import { PGliteDialect } from './pglite-dialect.server.ts';

export type { Db };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw parameterised SQL (migrations, benchmarks). */
  exec(text: string): Promise<void>;
  /** PGlite only: a copy of the whole database, to start another one from (`DatabaseOptions.from`). */
  image?(): Promise<Blob>;
  /**
   * PostgreSQL's LISTEN/NOTIFY (PGlite offers it too): `signal` tells every process on this database, `listen` hears
   * them (itself included). The channel is scoped to the handle's schema. On PostgreSQL it needs a direct connection
   * (a session, not a transaction pooler such as PgBouncer in transaction mode, which drops LISTEN).
   */
  signal(channel: string, payload?: string): Promise<void>;
  listen(channel: string, heard: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name of this database's schema: a schema of its own (tests) hears only its own signals. */
const channelOf = (channel: string, searchPath?: string) =>
  `${channel}${searchPath ? `_${searchPath}` : ''}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite. */
  url?: string;
  /** PGlite data folder; `memory` (or undefined with no url) keeps it in memory. */
  dataDir?: string | 'memory';
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  searchPath?: string;
  poolSize?: number;
  /** PGlite only: start from a copy of another database (`handle.image()`) instead of an empty one. */
  from?: Blob;
}

/** Dates stay `YYYY-MM-DD` and timestamps ISO strings, as the schemas describe them; counts are numbers. */
const DATE = 1082,
  TIMESTAMP = 1114,
  TIMESTAMPTZ = 1184,
  INT8 = 20,
  NUMERIC = 1700;
/**
 * PostgreSQL's `2024-06-01 12:00:00.123456+05:30` as an ISO string, read with JavaScript's ISO parser:
 * its fallback parser would take year 0050 for 1950. A missing offset is UTC; an offset in seconds
 * (local mean time of old years) is applied by hand.
 */
const iso = (v: string) => {
  const m = /^(.*?\d)(Z|([+-])(\d\d)(?::?(\d\d))?(?::(\d\d))?)?$/.exec(v.replace(' ', 'T'));
  if (!m) return new Date(v).toISOString();
  const offsetSeconds = m[3]
    ? (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 3600 + Number(m[5] ?? 0) * 60 + Number(m[6] ?? 0))
    : 0;
  return new Date(Date.parse(`${m[1]}Z`) - offsetSeconds * 1000).toISOString();
};

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return connectPostgres(options.url, options);
  const { PGlite, types } = await import('@electric-sql/pglite');
  const dir = options.dataDir && options.dataDir !== 'memory' ? options.dataDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
    parsers: {
      [types.DATE]: (v: string) => v,
      [types.TIMESTAMPTZ]: iso,
      [types.TIMESTAMP]: iso,
      [types.INT8]: Number,
      [types.NUMERIC]: Number,
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    exec: async (text) => void (await pglite.exec(text)),
    image: () => pglite.dumpDataDir('none'),
    signal: async (channel, payload = '') => void (await pglite.query('SELECT pg_notify($1, $2)', [channel, payload])),
    listen: (channel, heard) => pglite.listen(channel, heard),
    close: () => db.destroy(),
  };
}

async function connectPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pg = (await import('pg')).default;
  const parsers: Record<number, (v: string) => unknown> = {
    [DATE]: (v) => v,
    [TIMESTAMPTZ]: iso,
    [TIMESTAMP]: iso,
    [INT8]: Number,
    [NUMERIC]: Number,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format as any)) as any,
    },
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    exec: async (text) => void (await pool.query(text)),
    signal: async (channel, payload = '') =>
      void (await pool.query('SELECT pg_notify($1, $2)', [channelOf(channel, options.searchPath), payload])),
    listen: async (channel, heard) => {
      const stop = await listenPostgres(pg, url, channelOf(channel, options.searchPath), heard);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}

/** How long a listener waits before connecting again after its connection broke. */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), connecting again when it breaks; a
 * signal sent while it was down is missed, so `heard('')` is called once it is back (the listener refreshes).
 */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  heard: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void connect(true).catch(() => undefined), RECONNECT_MS);
      retry.unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!again) throw error;
      retry = setTimeout(() => void connect(true).catch(() => undefined), RECONNECT_MS);
      retry.unref();
      return;
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    client = next;
    if (again) heard('');
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

/** The data folder for PGlite under $DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

export { sql };
