import { stamps } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import { type Item, type Section, SECTIONS } from './site-section-texts.ts';

/**
 * The marketing content of the public site (spec 000 §1 "Marketing content", §2 landing, corporate and
 * partner pages): one `site-section` row per item, ordered within its section. The copy is fixed, so
 * the same rows come out on every run; only the timestamps follow the seed clock.
 */

/** Inserts every marketing section's items (spec 000 §1), each section in display order. */
export async function seedSiteSections(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng.fork('site-sections');
  const rows: SeedRow<'site-section'>[] = [];
  for (const [section, items] of Object.entries(SECTIONS) as [Section, Item[]][]) {
    items.forEach((item, i) => rows.push({ section, ...item, order: i, ...stamps(ctx.clock.ago(rng, 200, 360)) }));
  }
  await ctx.writer.insert('site-section', rows);
}
