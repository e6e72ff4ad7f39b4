import { TS_BANNER } from './gen-types.ts';
import type { SourceSchema } from './model.ts';
import { camelCase, pascalCase } from './names.ts';
import { walkSchema } from './schema-walk.ts';

/**
 * The shared constants (cities, room types, company sizes...): every `_defs` file that is an enum,
 * as a run-time list and its type, for code that offers the choices (pickers, filters, seeds).
 */
export function enumsModule(sources: SourceSchema[]): string {
  const enums = sources.filter(
    (s) => s.kind === 'def' && !s.json.$ref && (Array.isArray(s.json.enum) || labelledChoices(s.json)),
  );
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
        ...(choices
          ? [
              `/** Each value of ${s.json.title} with its title and description. */`,
              `export const ${camelCase(s.slug)}Choices = ${JSON.stringify(choices)} as const;`,
            ]
          : []),
        ...groupLines(s),
        '',
      ];
    }),
    ...titlesLines(sources),
  ].join('\n');
}

/**
 * The title of every enum value (x-enumTitles, or the titles of a labelled enum's oneOf), by enum: a shared
 * enum by its name (`bondStatus`), an enum written inside a schema by the schema's name and the field's path
 * (`document.docType`, `creditReport.accountLine.status`). Screens show a value by its title (shownEnum).
 */
function titlesLines(sources: SourceSchema[]): string[] {
  const all: [string, Record<string, string>][] = [];
  for (const s of sources) {
    const choices = s.kind === 'def' ? labelledChoices(s.json) : undefined;
    if (choices) all.push([camelCase(s.slug), Object.fromEntries(choices.map((c) => [c.value, c.title]))]);
    walkSchema(s.json, ({ node, pointer }) => {
      const titles = node['x-enumTitles'];
      if (!titles || !Array.isArray(node.enum)) return;
      const path = fieldPath(pointer);
      all.push([
        [camelCase(s.slug), ...path].join('.'),
        Object.fromEntries(node.enum.map((v: unknown) => [String(v), titles[String(v)]])),
      ]);
    });
  }
  all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    '/** The title a person reads for each enum value, by enum (x-enumTitles): shownEnum(enum, value) in domain/format/labels.ts. */',
    'export const enumTitles = {',
    ...all.map(([name, titles]) => `  ${JSON.stringify(name)}: ${JSON.stringify(titles)},`),
    '} as const satisfies Record<string, Record<string, string>>;',
    '/** The name of an enum with titles. */',
    'export type EnumName = keyof typeof enumTitles;',
    '',
  ];
}

/** The field names on the way to a subschema: /definitions/line/properties/status → line, status. */
function fieldPath(pointer: string): string[] {
  const tokens = pointer.split('/').slice(1);
  return tokens.flatMap((t, i) =>
    i > 0 && ['properties', 'definitions'].includes(tokens[i - 1]) ? [t.replace(/~1/g, '/').replace(/~0/g, '~')] : [],
  );
}

/** A labelled enum, draft-07 style: `oneOf` of `{ const, title, description }`. */
function labelledChoices(
  json: Record<string, any>,
): { value: string; title: string; description?: string }[] | undefined {
  const options = json.oneOf;
  if (!Array.isArray(options) || !options.length || !options.every((o) => o && typeof o === 'object' && 'const' in o))
    return undefined;
  return options.map((o) => ({
    value: o.const,
    title: o.title ?? String(o.const),
    ...(o.description ? { description: o.description } : {}),
  }));
}

/** An enum's `x-groups` (named subsets of its values), as a constant and one type per group. */
function groupLines(s: SourceSchema): string[] {
  const groups: Record<string, string[]> | undefined = s.json['x-groups'];
  if (!groups || !Object.keys(groups).length) return [];
  return [
    `/** Named groups of ${s.json.title} values (x-groups). */`,
    `export const ${camelCase(s.slug)}Groups = ${JSON.stringify(groups)} as const;`,
    ...Object.keys(groups).map(
      (g) => `export type ${pascalCase(s.slug)}${pascalCase(g)} = (typeof ${camelCase(s.slug)}Groups)['${g}'][number];`,
    ),
  ];
}
