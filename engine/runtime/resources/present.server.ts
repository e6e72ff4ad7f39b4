import type { Db } from '#engine/runtime/db/db-type.ts';

import type { Actor } from './access.server.ts';
import { limitsReading, readableRow } from './field-access.server.ts';
import { hooksOf, type Row } from './hooks.server.ts';
import type { RecordOf, Resource, StoredSlug } from './registry.server.ts';

/** How every door shapes a stored record for the one asking (the generic operations, the domains' own reads). */

/**
 * A record on its way out: no secrets, no empty columns, then the resource's own shaping. `row` is any stored row of
 * S (a Kysely selection, a returned insert): only its own fields are read.
 */
export function present<S extends StoredSlug>(db: Db, resource: Resource<S>, actor: Actor, row: object): RecordOf<S> {
  return presenter(db, resource, actor)(row);
}

/**
 * `present` for many rows of one resource and actor (a list's page): the hooks that shape records and whether any
 * x-access rule limits reading are looked up once, not per row; each row is then one copy without its empty and
 * writeOnly fields, shaped by those hooks (none for most resources) and its unreadable fields left out.
 */
export function presenter<S extends StoredSlug>(
  db: Db,
  resource: Resource<S>,
  actor: Actor,
): (row: object) => RecordOf<S> {
  const shapers = hooksOf(db, resource.slug).filter((hook) => hook.present);
  const ctx = { actor, resource };
  const limited = limitsReading(resource.slug);
  const { writeOnly } = resource;
  return (row) => {
    let out: Row = {};
    for (const k in row) {
      if (!Object.hasOwn(row, k)) continue;
      const v = (row as Row)[k];
      if (v !== null && v !== undefined && !writeOnly.has(k)) out[k] = v;
    }
    for (const hook of shapers) out = hook.present!(ctx, out);
    // What the schema's x-access keeps from this actor's roles is left out, whichever door asks.
    if (limited) out = readableRow(resource.slug, actor, out);
    // The stored row of S, validated on every write: its generated type (a plain Row for a slug known only at run time).
    return out as RecordOf<S>;
  };
}
