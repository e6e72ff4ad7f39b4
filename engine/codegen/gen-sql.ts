import type { ManifestEntry } from './gen-manifest.ts';
import type { Problem, SchemaNode, SourceSchema } from './model.ts';

/** The database as the model describes it; committed as generated/migrations/snapshot.json. */
export interface DbSnapshot {
  tables: Record<string, TableSpec>;
}
export interface TableSpec {
  slug: string;
  columns: Record<string, ColumnSpec>;
  indexes: Record<string, IndexSpec>;
}
export interface ColumnSpec {
  type: 'uuid' | 'text' | 'integer' | 'double precision' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';
  primaryKey?: true;
  default?: string;
  /** `field.key`: a stored column the database computes from a jsonb field. */
  generated?: string;
}
export interface IndexSpec {
  columns: string[];
  unique: boolean;
  method: 'btree' | 'gin';
}

export function tableName(entry: Pick<ManifestEntry, 'slug' | 'x-db'>): string {
  return (entry['x-db'] as { table?: string } | undefined)?.table ?? entry.slug.replace(/-/g, '_');
}

/** Tables, columns and indexes of every stored schema. */
export function snapshotOf(entries: { entry: ManifestEntry; bundled: SchemaNode; source: SourceSchema }[]): DbSnapshot {
  const tables: DbSnapshot['tables'] = {};
  for (const { entry, bundled, source } of entries.filter((e) => e.entry.kind === 'entity')) {
    const table = tableName(entry);
    const columns: Record<string, ColumnSpec> = {};
    const indexes: Record<string, IndexSpec> = {};
    const addIndex = (cols: string[], unique: boolean, method: 'btree' | 'gin' = 'btree') => {
      const name = `${table}_${cols.join('_').replace(/\./g, '_')}_${unique ? 'key' : 'idx'}`
        .toLowerCase()
        .slice(0, 63);
      indexes[name] ??= { columns: cols, unique, method };
    };
    for (const [name, prop] of Object.entries<SchemaNode>(bundled.properties ?? {})) {
      // Property x-db hints stand in the hand-written file; the bundle leaves them out.
      const hints = (source.json.properties?.[name]?.['x-db'] ?? {}) as {
        index?: boolean;
        unique?: boolean;
        generated?: string;
      };
      const column = columnFor(name, resolve(prop, bundled));
      columns[name] = hints.generated ? { ...column, generated: hints.generated } : column;
      if (hints.unique) addIndex([name], true);
      else if (hints.index || prop['x-ref']) addIndex([name], false);
    }
    if (!columns.id) columns.id = { type: 'uuid', primaryKey: true, default: 'gen_random_uuid()' };
    for (const ix of ((entry['x-db'] as any)?.indexes ?? []) as {
      columns: string[];
      unique?: boolean;
      method?: 'btree' | 'gin';
    }[]) {
      addIndex(ix.columns, ix.unique ?? false, ix.method ?? 'btree');
    }
    tables[table] = { slug: entry.slug, columns, indexes: sortKeys(indexes) };
  }
  return { tables: sortKeys(tables) };
}

function resolve(prop: SchemaNode, root: SchemaNode): SchemaNode {
  if (typeof prop.$ref === 'string' && prop.$ref.startsWith('#/definitions/')) {
    return { ...root.definitions[prop.$ref.slice('#/definitions/'.length)], ...prop };
  }
  return prop;
}

function columnFor(name: string, prop: SchemaNode): ColumnSpec {
  if (name === 'id') return { type: 'uuid', primaryKey: true, default: 'gen_random_uuid()' };
  if (name === 'createdAt' || name === 'updatedAt') return { type: 'timestamptz', default: 'now()' };
  const type = Array.isArray(prop.type) ? prop.type.find((t: string) => t !== 'null') : prop.type;
  if (type === 'string') {
    if (prop.format === 'uuid') return { type: 'uuid' };
    if (prop.format === 'date') return { type: 'date' };
    if (prop.format === 'date-time') return { type: 'timestamptz' };
    return { type: 'text' };
  }
  if (type === 'integer') return { type: 'integer' };
  if (type === 'number') return { type: 'double precision' };
  if (type === 'boolean') return { type: 'boolean' };
  if (type === undefined && Array.isArray(prop.enum) && prop.enum.every((v: unknown) => typeof v === 'string'))
    return { type: 'text' };
  return { type: 'jsonb' };
}

export interface SchemaChange {
  sql: string[];
  summary: string[];
  destructive: Problem[];
}

/** What it takes to go from `before` to `after`: additive SQL, or the destructive changes generate will not write. */
export function diffSnapshots(before: DbSnapshot, after: DbSnapshot): SchemaChange {
  const change: SchemaChange = { sql: [], summary: [], destructive: [] };
  const file = 'generated/migrations/snapshot.json';
  for (const [table, spec] of Object.entries(after.tables)) {
    const old = before.tables[table];
    if (!old) {
      change.sql.push(createTable(table, spec));
      change.summary.push(`create_${table}`);
      continue;
    }
    for (const [column, col] of Object.entries(spec.columns)) {
      const was = old.columns[column];
      if (!was) {
        change.sql.push(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${columnSql(col)};`);
        change.summary.push(`add_${table}_${column}`);
      } else if (was.type !== col.type || was.generated !== col.generated) {
        change.destructive.push({
          file,
          path: `/tables/${table}/columns/${column}`,
          message: `type changes from ${was.type} to ${col.type}: write a hand-written migration (db/migrations/NNNN_${table}_${column}.sql) that converts the column, then run npm run generate -- --accept-destructive`,
        });
      }
    }
    for (const column of Object.keys(old.columns)) {
      if (!spec.columns[column]) {
        change.destructive.push({
          file,
          path: `/tables/${table}/columns/${column}`,
          message: `column is gone from the schema (dropped or renamed): write a hand-written migration (db/migrations/NNNN_${table}_${column}.sql) that drops or renames it, then run npm run generate -- --accept-destructive`,
        });
      }
    }
    for (const [name, ix] of Object.entries(spec.indexes)) {
      if (!old.indexes[name]) {
        change.sql.push(createIndex(table, name, ix));
        change.summary.push(`index_${name}`);
      }
    }
    for (const name of Object.keys(old.indexes)) {
      if (!spec.indexes[name]) change.sql.push(`DROP INDEX IF EXISTS "${name}";`);
    }
  }
  for (const table of Object.keys(before.tables)) {
    if (!after.tables[table]) {
      change.destructive.push({
        file,
        path: `/tables/${table}`,
        message: `table is gone from the schemas (dropped or renamed): write a hand-written migration (db/migrations/NNNN_drop_${table}.sql), then run npm run generate -- --accept-destructive`,
      });
    }
  }
  return change;
}

function columnSql(col: ColumnSpec): string {
  if (col.generated) return `${col.type} GENERATED ALWAYS AS (${indexExpression(col.generated)}) STORED`;
  return `${col.type}${col.primaryKey ? ' PRIMARY KEY' : ''}${col.default ? ` DEFAULT ${col.default}` : ''}`;
}

function createTable(table: string, spec: TableSpec): string {
  const cols = Object.entries(spec.columns).map(([name, col]) => `  "${name}" ${columnSql(col)}`);
  return [
    `CREATE TABLE "${table}" (\n${cols.join(',\n')}\n);`,
    ...Object.entries(spec.indexes).map(([n, ix]) => createIndex(table, n, ix)),
  ].join('\n');
}

function createIndex(table: string, name: string, ix: IndexSpec): string {
  const using = ix.method === 'gin' ? ' USING gin' : '';
  return `CREATE ${ix.unique ? 'UNIQUE ' : ''}INDEX "${name}" ON "${table}"${using} (${ix.columns.map(indexExpression).join(', ')});`;
}

/** `city` → `"city"`; `propertyAddress.city` → `(("propertyAddress"->>'city'))`, a field inside a jsonb column. */
export function indexExpression(column: string): string {
  const [col, key] = column.split('.');
  return key ? `(("${col}"->>'${key}'))` : `"${col}"`;
}

function sortKeys<T>(obj: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
}
