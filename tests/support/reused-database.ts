import { sql } from 'kysely';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';

/**
 * A test worker's embedded databases, kept between test files, one pool per image (the API's migrated one, the
 * browser tests' seeded one). Loading PGlite from an image costs seconds; emptying its tables and putting back the
 * image's rows costs far less. A file takes an idle database (reset) or, when none is idle (two apps open at once),
 * a new one from the image; it gives the database back when its app closes. Each file still starts on exactly
 * the image's database.
 */
const idle = new Map<string, { handle: DatabaseHandle; reset: string }[]>();

export interface ReusedDatabase {
  handle: DatabaseHandle;
  /** Gives the database back to the worker (instead of closing it); the next file resets it. */
  release(): void;
}

export async function reusedDatabase(pool: string, image: () => Promise<Blob>): Promise<ReusedDatabase> {
  const entries = idle.get(pool) ?? idle.set(pool, []).get(pool)!;
  let entry = entries.pop();
  if (entry) await entry.handle.exec(entry.reset);
  else {
    const handle = await connectDatabase({ dataDir: 'memory', from: await image() });
    entry = { handle, reset: await resetScript(handle) };
  }
  const taken = entry;
  return { handle: taken.handle, release: () => void entries.push(taken) };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL that brings this database back to its state now (just loaded from its image): every table emptied, the
 * image's rows (the migrations' roles and grants; the demo data) put back, every sequence where it stands, and no
 * advisory lock left held by an earlier file's app.
 */
async function resetScript(handle: DatabaseHandle): Promise<string> {
  const tables = (
    await sql<{
      name: string;
    }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_migrations' ORDER BY tablename`.execute(
      handle.db,
    )
  ).rows.map((r) => r.name);
  const statements = ['SELECT pg_advisory_unlock_all();'];
  if (tables.length) statements.push(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE;`);
  for (const table of tables) {
    const rows = (
      await sql<{ rows: unknown[] | null }>`SELECT json_agg(t) AS rows FROM ${sql.table(table)} t`.execute(handle.db)
    ).rows[0].rows;
    if (!rows?.length) continue;
    const columns = (
      await sql<{
        name: string;
      }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(
        handle.db,
      )
    ).rows
      .map((r) => quoted(r.name))
      .join(', ');
    statements.push(
      `INSERT INTO ${quoted(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, ${literal(JSON.stringify(rows))});`,
    );
  }
  const sequences = (
    await sql<{
      name: string;
      value: string | null;
    }>`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`.execute(
      handle.db,
    )
  ).rows;
  for (const { name, value } of sequences) {
    statements.push(
      value === null
        ? `ALTER SEQUENCE ${quoted(name)} RESTART;`
        : `SELECT setval(${literal(quoted(name))}, ${value}, true);`,
    );
  }
  return statements.join('\n');
}
