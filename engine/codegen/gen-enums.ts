import type { SourceSchema } from './model';
import { TS_BANNER } from './gen-types';
import { camelCase, pascalCase } from './names';

/**
 * The shared constants (cities, room types, company sizes...): every `_defs` file that is an enum,
 * as a run-time list and its type, for code that offers the choices (pickers, filters, seeds).
 */
export function enumsModule(sources: SourceSchema[]): string {
  const enums = sources.filter((s) => s.kind === 'def' && Array.isArray(s.json.enum) && !s.json.$ref);
  return [
    TS_BANNER,
    '',
    ...enums.flatMap((s) => [
      `/** ${s.json.title}${s.json.description ? `: ${s.json.description}` : ''} (schemas/_defs/${s.slug}.schema.json) */`,
      `export const ${camelCase(s.slug)} = ${JSON.stringify(s.json.enum)} as const;`,
      `export type ${pascalCase(s.slug)} = (typeof ${camelCase(s.slug)})[number];`,
      '',
    ]),
  ].join('\n');
}
