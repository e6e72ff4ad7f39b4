import type { SourceSchema } from './model';
import { TS_BANNER } from './gen-types';
import { camelCase, pascalCase } from './names';

/**
 * The shared constants (cities, room types, company sizes...): every `_defs` file that is an enum,
 * as a run-time list and its type, for code that offers the choices (pickers, filters, seeds).
 */
export function enumsModule(sources: SourceSchema[]): string {
  const enums = sources.filter((s) => s.kind === 'def' && !s.json.$ref && (Array.isArray(s.json.enum) || labelledChoices(s.json)));
  return [
    TS_BANNER,
    '',
    ...enums.flatMap((s) => {
      const choices = labelledChoices(s.json);
      const values = choices ? choices.map((c) => c.value) : s.json.enum;
      return [
        `/** ${s.json.title}${s.json.description ? `: ${s.json.description}` : ''} (schemas/_defs/${s.slug}.schema.json) */`,
        `export const ${camelCase(s.slug)} = ${JSON.stringify(values)} as const;`,
        `export type ${pascalCase(s.slug)} = (typeof ${camelCase(s.slug)})[number];`,
        ...(choices ? [`/** Each value of ${s.json.title} with its title and description. */`, `export const ${camelCase(s.slug)}Choices = ${JSON.stringify(choices)} as const;`] : []),
        ...groupLines(s),
        '',
      ];
    }),
  ].join('\n');
}

/** A labelled enum, draft-07 style: `oneOf` of `{ const, title, description }`. */
function labelledChoices(json: Record<string, any>): { value: string; title: string; description?: string }[] | undefined {
  const options = json.oneOf;
  if (!Array.isArray(options) || !options.length || !options.every((o) => o && typeof o === 'object' && 'const' in o)) return undefined;
  return options.map((o) => ({ value: o.const, title: o.title ?? String(o.const), ...(o.description ? { description: o.description } : {}) }));
}

/** An enum's `x-groups` (named subsets of its values), as a constant and one type per group. */
function groupLines(s: SourceSchema): string[] {
  const groups: Record<string, string[]> | undefined = s.json['x-groups'];
  if (!groups || !Object.keys(groups).length) return [];
  return [
    `/** Named groups of ${s.json.title} values (x-groups). */`,
    `export const ${camelCase(s.slug)}Groups = ${JSON.stringify(groups)} as const;`,
    ...Object.keys(groups).map((g) => `export type ${pascalCase(s.slug)}${pascalCase(g)} = (typeof ${camelCase(s.slug)}Groups)['${g}'][number];`),
  ];
}
