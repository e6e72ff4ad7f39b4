import { messages } from '#generated/messages.ts';

import { formSections, hasSections } from './widgets/sections.ts';

type Node = Record<string, any>;

interface LayoutGroup {
  name: string;
  title: string;
  fields: string[];
  rest?: boolean;
}

/** A field's node with its `#/definitions/…` reference read in (a document, a co-applicant), so its parts show by their titles. */
function inlined(node: Node, definitions: Record<string, Node>): Node {
  const name = /^#\/definitions\/(.+)$/.exec(node?.$ref ?? '')?.[1];
  const { $ref: _ref, ...own } = node ?? {};
  const base = name && definitions[name] ? { ...definitions[name], ...own } : node;
  if (base?.items?.$ref) return { ...base, items: inlined(base.items, definitions) };
  return base;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The schema as a record's own page shows it with SchemaDetails: laid out by its x-ui.details groups, else by the
 * sections its form uses (x-ui.section), else as one group. The page is the whole record, so what a layout
 * leaves out of shorter views (cards, summaries) and holds a value joins the layout's rest group; fields no
 * read-only view shows (hidden, write-only, the id) and those the viewer may not read (x-access) stay out, as do
 * `shownAbove`, the fields a resource's own screen already shows above the details (the property's gallery).
 */
export function recordPageSchema(schema: Node, shownAbove: string[] = []): Node {
  const definitions: Record<string, Node> = schema.definitions ?? {};
  const properties = Object.fromEntries(
    Object.entries<Node>(schema.properties ?? {}).map(([k, v]) => [k, inlined(v, definitions)]),
  );
  const layout = schema['x-ui']?.details as { groups?: LayoutGroup[] } | undefined;
  const rest: LayoutGroup = { name: 'other', title: messages.details.other, fields: [], rest: true };
  let groups: LayoutGroup[] | undefined;
  if (layout?.groups?.length) groups = layout.groups.some((g) => g.rest) ? layout.groups : [...layout.groups, rest];
  else if (hasSections(schema)) {
    const sections = formSections(schema, Object.keys(properties)).filter((s) => s.title);
    groups = [...sections.map((s) => ({ name: slug(s.title!), title: s.title!, fields: s.names })), rest];
  }
  const ui = { ...(schema['x-ui'] ?? {}), ...(groups ? { details: { groups, omit: shownAbove } } : {}) };
  return { ...schema, properties, 'x-ui': ui };
}
