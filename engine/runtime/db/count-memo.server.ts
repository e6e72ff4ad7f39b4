import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The count of a public list, kept a few seconds (decision 024). Under a spike the list's page is one index
 * range of 40 rows, while its count walks every match; anonymous visitors ask the same few filters again
 * and again, so their counts are worked out once per lifetime and per process. A write to a table (any
 * insert, update, delete or merge Kysely sends through the app's handle, or raw SQL that writes) drops the
 * counts of that table at once in this process; other processes' copies age out within `COUNT_LIFETIME_MS`,
 * as cached pages do. Signed-in lists always count exactly (a console list must match what was just saved).
 */
export const COUNT_LIFETIME_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  total: number;
  at: number;
  generation: number;
}

class CountMemoPlugin implements KyselyPlugin {
  /** Bumped for a table on every write to it; `*` for a write whose table is unknown (raw SQL). */
  readonly generations = new Map<string, number>();
  readonly entries = new Map<string, Entry>();

  generation(table: string): number {
    return (this.generations.get(table) ?? 0) + (this.generations.get('*') ?? 0);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(args.node)) this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The tables a query writes: none for a read; `*` when it is raw SQL that writes (its table is not parsed). */
function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return node.into ? tableName(node.into) : [];
    case 'UpdateQueryNode':
    case 'DeleteQueryNode': {
      const from = node.kind === 'UpdateQueryNode' ? (node.table ? [node.table] : []) : node.from.froms;
      return from.flatMap(tableName);
    }
    case 'MergeQueryNode':
      return tableName(node.into);
    case 'RawNode':
      return /^\s*(with\b[\s\S]*\b)?(insert|update|delete|truncate|merge|alter|drop)\b/i.test(
        node.sqlFragments.join('?'),
      )
        ? ['*']
        : [];
    default:
      return [];
  }
}

function tableName(node: unknown): string[] {
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown };
  if (n?.kind === 'TableNode' && n.table?.identifier?.name) return [n.table.identifier.name];
  if (n?.kind === 'AliasNode') return tableName(n.node);
  return [];
}

/** `db` with a count memo of its own (the app's handle; transactions opened from it share it). */
export function withCountMemo<DB>(db: Kysely<DB>): Kysely<DB> {
  return db.withPlugin(new CountMemoPlugin());
}

/**
 * `count()` run once per lifetime for the same SQL and parameters on `table`, unless the table was written
 * since. On a handle without a memo it simply counts.
 */
export async function memoisedCount(
  db: Kysely<any>,
  table: string,
  compiled: { sql: string; parameters: readonly unknown[] },
  count: () => Promise<number>,
): Promise<number> {
  const memo = db.getExecutor().plugins.find((p): p is CountMemoPlugin => p instanceof CountMemoPlugin);
  if (!memo) return count();
  const key = `${table}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const now = Date.now();
  const generation = memo.generation(table);
  const hit = memo.entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < COUNT_LIFETIME_MS) return hit.total;
  const total = await count();
  // A write that started while counting makes this count suspect: keep it only if none did.
  if (memo.generation(table) === generation) {
    memo.entries.delete(key);
    memo.entries.set(key, { total, at: now, generation });
    if (memo.entries.size > MAX_ENTRIES) memo.entries.delete(memo.entries.keys().next().value!);
  }
  return total;
}
