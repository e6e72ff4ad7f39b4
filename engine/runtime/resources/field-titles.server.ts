import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED_SCHEMAS = join(import.meta.dirname, '../../../generated/schemas');
const cache = new Map<string, Map<string, string>>();

/** A field's label (its schema `title`), as the forms and messages show it; the field name when it has none. */
export function fieldTitle(slug: string, field: string): string {
  let titles = cache.get(slug);
  if (!titles) {
    const schema = JSON.parse(readFileSync(join(GENERATED_SCHEMAS, `${slug}.json`), 'utf8')) as { properties?: Record<string, { title?: string }> };
    titles = new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, property.title ?? name]));
    cache.set(slug, titles);
  }
  return titles.get(field) ?? field;
}
