import { randomUUID } from 'node:crypto';

import { manifest, type Slug } from '#generated/manifest.ts';
import type { SeedStore } from '#seed/seed-store.ts';

type Row = Record<string, unknown>;

/**
 * A SeedStore over arrays. It records every row as given, and at insert time every x-ref field that
 * points at an id not inserted before (the seed must insert in reference order).
 */
export class MemoryStore implements SeedStore {
  readonly tables = new Map<Slug, { id: string; row: Row }[]>();
  readonly ids = new Map<string, Set<string>>();
  readonly danglingRefs: string[] = [];
  readonly calls: { slug: Slug; rows: number }[] = [];

  constructor(readonly uploadsDir: string) {}

  async insert(slug: Slug, rows: Row[]): Promise<{ id: string }[]> {
    this.calls.push({ slug, rows: rows.length });
    const refs = manifest[slug].refs as Record<string, { resource: string; many?: boolean }>;
    const table = this.tables.get(slug) ?? [];
    this.tables.set(slug, table);
    const known = this.ids.get(slug) ?? new Set<string>();
    this.ids.set(slug, known);
    return rows.map((row, index) => {
      for (const [field, ref] of Object.entries(refs)) {
        const value = row[field];
        if (value === undefined) continue;
        for (const id of Array.isArray(value) ? value : [value]) {
          if (!this.ids.get(ref.resource)?.has(id as string))
            this.danglingRefs.push(`${slug}[${table.length}].${field} -> ${ref.resource} ${String(id)}`);
        }
      }
      const id = randomUUID();
      table.push({ id, row });
      known.add(id);
      void index;
      return { id };
    });
  }

  rows(slug: Slug): Row[] {
    return (this.tables.get(slug) ?? []).map((r) => r.row);
  }

  /** The rows with every inserted id replaced by `slug#n`, so two runs compare equal. */
  normalized(): Record<string, Row[]> {
    const names = new Map<string, string>();
    for (const [slug, table] of this.tables) table.forEach((r, i) => names.set(r.id, `${slug}#${i}`));
    const text = JSON.stringify(
      Object.fromEntries([...this.tables].map(([slug, table]) => [slug, table.map((r) => r.row)])),
    );
    return JSON.parse(
      text.replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        (id) => names.get(id) ?? 'unknown-id',
      ),
    );
  }
}
