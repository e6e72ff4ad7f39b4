import type { Random } from '#engine/runtime/seeded-random.ts';
import type { EntitySlug } from '#generated/manifest.ts';
import type { TypesBySlug } from '#generated/types/index.ts';

import type { SeedClock } from './clock.ts';
import type { SeedFiles } from './files.ts';
import type { SeedStore } from './seed-store.ts';

/**
 * The generated types spell bounded arrays as tuple unions (`[] | [string] | ...`); rows are built
 * as plain arrays, so this turns every array back into `E[]`, deeply. Field names stay checked.
 */
export type Loose<T> = T extends readonly (infer E)[]
  ? Loose<E>[]
  : T extends object
    ? { [K in keyof T]: Loose<T[K]> }
    : T;

/** One row to insert into the table of a stored schema. */
export type SeedRow<S extends EntitySlug> = Loose<TypesBySlug[S]>;

/** Rows per `store.insert` call: keeps each statement well under PostgreSQL's 65,535 parameters. */
const CHUNK = 200;

/** Inserts rows through the store, in chunks, and counts them per slug. */
export class SeedWriter {
  readonly counts: Partial<Record<EntitySlug, number>> = {};

  constructor(private readonly store: SeedStore) {}

  async insert<S extends EntitySlug>(slug: S, rows: SeedRow<S>[]): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK) as unknown as Record<string, unknown>[];
      const inserted = await this.store.insert(slug, chunk);
      if (inserted.length !== chunk.length) {
        throw new Error(`Seeding ${slug}: inserted ${inserted.length} rows of ${chunk.length}`);
      }
      for (const row of inserted) ids.push(row.id);
    }
    this.counts[slug] = (this.counts[slug] ?? 0) + rows.length;
    return ids;
  }
}

/** What every area of the seed works with. */
export interface SeedContext {
  /** The root random stream: areas fork their own (`ctx.rng.fork('properties')`). */
  rng: Random;
  clock: SeedClock;
  writer: SeedWriter;
  files: SeedFiles;
}
