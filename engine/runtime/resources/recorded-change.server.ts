import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sameJson } from '../same-json.ts';
import type { Row } from './row.ts';

/**
 * What a change log may keep of a record (the audit trail): never secrets nor documents. Read from the
 * generated schema of the resource, so a field an analyst adds is classified by its own hints:
 * - `writeOnly` fields (passwords, token and code hashes, webhook secrets, signatures);
 * - uploads: an `x-ui.widget` of file, image or images (on the field or its items);
 * - document references: an object (or a list of objects) holding a `docUrl`;
 * - the few plain-text links to private files whose schema says nothing more (`UNRECORDED_NAMES`).
 * Bookkeeping columns (`updatedAt`) say nothing a log entry's own time does not.
 */
const UNRECORDED_NAMES = new Set(['docUrl', 'docs', 'updatedAt']);
const UPLOAD_WIDGETS = new Set(['file', 'image', 'images']);
const GENERATED_SCHEMAS = join(import.meta.dirname, '../../../generated/schemas');

type Node = Record<string, any>;
const cache = new Map<string, ReadonlySet<string>>();

export function unrecordedFields(slug: string): ReadonlySet<string> {
  let fields = cache.get(slug);
  if (!fields) {
    const schema = JSON.parse(readFileSync(join(GENERATED_SCHEMAS, `${slug}.json`), 'utf8')) as Node;
    const resolve = (node: Node | undefined): Node =>
      typeof node?.$ref === 'string' && node.$ref.startsWith('#/definitions/')
        ? { ...schema.definitions?.[node.$ref.slice(14)], ...node }
        : (node ?? {});
    const isDocument = (node: Node) => !!resolve(node).properties?.docUrl;
    fields = new Set(
      Object.entries<Node>(schema.properties ?? {})
        .filter(([name, node]) => {
          const items = resolve(node.items);
          return (
            UNRECORDED_NAMES.has(name) ||
            node.writeOnly ||
            UPLOAD_WIDGETS.has(node['x-ui']?.widget) ||
            UPLOAD_WIDGETS.has(items['x-ui']?.widget) ||
            isDocument(node) ||
            isDocument(items)
          );
        })
        .map(([name]) => name),
    );
    cache.set(slug, fields);
  }
  return fields;
}

export interface RecordedChange {
  before?: Row;
  after?: Row;
}

/** As JSON would carry it (dates as text), without absent members. */
function plain(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * The change to keep for a write of `slug`: every recordable field of a created (`after` only) or deleted
 * (`before` only) record, and for an update only the fields that differ, on both sides. Undefined when an
 * update changed nothing recordable.
 */
export function recordedChange(
  slug: string,
  before: Row | undefined,
  after: Row | undefined,
): RecordedChange | undefined {
  const hidden = unrecordedFields(slug);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((k) => !hidden.has(k)));
  const changed = before && after ? [...keys].filter((k) => !sameJson(plain(before[k]), plain(after[k]))) : [...keys];
  if (before && after && !changed.length) return undefined;
  const side = (row: Row | undefined) =>
    row
      ? Object.fromEntries(
          changed.filter((k) => row[k] !== undefined && row[k] !== null).map((k) => [k, plain(row[k])]),
        )
      : undefined;
  return { before: side(before), after: side(after) };
}
