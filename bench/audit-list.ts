/**
 * `npm run bench:audit`: the audit trail's list queries (decision 033) at 10,000 entries and again at
 * 1,000,000, in one run on one database, through the engine's list operation (a page of 25 and its count)
 * as GET /api/v1/audit and the console run them. Prints the median time of each query at both sizes and
 * the ratio; an indexed query stays near 1× while the table grows a hundredfold.
 * PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards); PGlite otherwise.
 * BENCH_ROWS changes the large size.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { hookTable, withHooks } from '#engine/runtime/resources/hooks.server.ts';
import type { ListQuery } from '#engine/runtime/resources/list-query.ts';
import { listRecords } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { hooks as auditHooks } from '#server/audit/hooks.server.ts';

const SMALL = 10_000;
const LARGE = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 15;
const ACTORS = 1_000;
const ENTRIES_PER_RECORD = 10;
const SECONDS_APART = 30;
const root = join(import.meta.dirname, '..');
const admin: Actor = {
  kind: 'user',
  id: '00000000-0000-4000-8000-000000000001',
  userType: 'internal',
  role: 'admin',
  internal: true,
  admin: true,
  permissions: {},
  via: 'session',
};

/** Entries `from`..`to` (1-based): one every 30 s going back from now, 1,000 accounts, 10 entries per record, five resources. */
function insertSql(from: number, to: number): string {
  return `INSERT INTO audit_entry ("createdAt", "actorId", "actorType", "via", "address", "resource", "recordId", "action", "before", "after")
    SELECT now() - make_interval(secs => i * ${SECONDS_APART}),
      (lpad(to_hex(i % ${ACTORS}), 8, '0') || '-0000-4000-8000-000000000000')::uuid,
      'internal', 'session', '10.0.0.' || (i % 250),
      (ARRAY['bond', 'claim', 'user', 'property', 'payment-order'])[1 + i % 5],
      (lpad(to_hex(i / ${ENTRIES_PER_RECORD}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i % 5), 12, '0'))::uuid,
      (ARRAY['update', 'update', 'create', 'release', 'delete'])[1 + i % 5],
      jsonb_build_object('status', 'Active'), jsonb_build_object('status', 'Released')
    FROM generate_series(${from}, ${to}) AS i`;
}

async function load(handle: DatabaseHandle, from: number, to: number): Promise<void> {
  const t0 = Date.now();
  for (let start = from; start <= to; start += 100_000)
    await handle.exec(insertSql(start, Math.min(to, start + 99_999)));
  await handle.exec('ANALYZE audit_entry');
  console.log(
    `${handle.kind}: ${to.toLocaleString('en-IN')} entries (${(to - from + 1).toLocaleString('en-IN')} loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

const day = new Date(Date.now() - 86_400_000).toISOString();
const page = (where: ListQuery['where'], ranges: ListQuery['ranges'] = {}): ListQuery => ({
  where,
  ranges,
  sort: [{ field: 'createdAt', order: 'desc' }],
  offset: 0,
  limit: 25,
});
/** The record, account and resource asked about are among the newest entries: the same rows at both sizes. */
const QUERIES: Record<string, ListQuery> = {
  'by record': page({ resource: 'bond', recordId: '00000001-0000-4000-8000-000000000000' }),
  'by account': page({ actorId: '00000007-0000-4000-8000-000000000000' }),
  'by resource, last day': page({ resource: 'claim' }, { createdAt: { gte: day } }),
  'by time, last day': page({}, { createdAt: { gte: day } }),
};

async function timeQueries(handle: DatabaseHandle): Promise<Record<string, number>> {
  const db = withHooks(handle.db, hookTable([auditHooks]));
  const trail = resource('audit-entry');
  const out: Record<string, number> = {};
  for (const [name, query] of Object.entries(QUERIES)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const { rows } = await listRecords(db, trail, query, admin);
      times.push(performance.now() - t0);
      if (!rows.length) throw new Error(`${name}: no rows`);
    }
    out[name] = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  }
  return out;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const schema = `bench_audit_${process.pid}`;
  if (url) {
    const owner = await connectDatabase({ url, poolSize: 1 });
    await owner.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await owner.close();
  }
  const handle = await connectDatabase(
    url
      ? { url, searchPath: schema, poolSize: 2 }
      : { dataDir: join(mkdtempSync(join(tmpdir(), 'nivaas-bench-')), 'db') },
  );
  try {
    await migrate(handle, root);
    await load(handle, 1, SMALL);
    const small = await timeQueries(handle);
    await load(handle, SMALL + 1, LARGE);
    const large = await timeQueries(handle);
    console.log(
      `\n${handle.kind}: median of ${RUNS} (a page of 25 and its count), ${SMALL.toLocaleString('en-IN')} vs ${LARGE.toLocaleString('en-IN')} entries`,
    );
    for (const name of Object.keys(QUERIES)) {
      console.log(
        `${name.padEnd(24)} ${small[name].toFixed(2).padStart(8)} ms ${large[name].toFixed(2).padStart(9)} ms   ratio ${(large[name] / small[name]).toFixed(2)}`,
      );
    }
  } finally {
    if (url) await handle.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await handle.close();
  }
}

await main();
