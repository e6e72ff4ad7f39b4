import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { getRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource, type RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { canSee } from './visibility.server.ts';

/** GET /property/{id}: one property the caller may see (the public: active listings), else 404. */
export async function getVisibleProperty(db: Kysely<Database>, actor: Actor, id: string): Promise<RecordOf<'property'>> {
  const property = resource('property');
  const row = await getRecord(db, property, id, actor);
  if (!canSee(actor, row)) throw notFound(property.title);
  return row;
}
