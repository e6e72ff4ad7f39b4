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
  close(): Promise<void>;
}

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
  return { db, kind: 'postgres', exec: async (text) => void (await pool.query(text)), close: () => db.destroy() };
}

/** The data folder for PGlite under $DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

export { sql };
