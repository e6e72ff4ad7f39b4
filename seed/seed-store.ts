import type { Slug } from '#generated/manifest.ts';

/** Where the demo data goes: the database in the app, an array in tests. */
export interface SeedStore {
  /** Inserts rows into the table of a stored schema; returns them with their generated `id`s, in order. */
  insert(slug: Slug, rows: Record<string, unknown>[]): Promise<{ id: string }[]>;
  /** Where files served at /uploads/* live ($DATA_DIR/uploads). */
  uploadsDir: string;
}
