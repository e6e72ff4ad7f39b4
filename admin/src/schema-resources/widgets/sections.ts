type Node = Record<string, any>;

/** A titled group of a form's fields (`title` absent: fields no section names, shown where they stand). */
export interface FormSection {
  title?: string;
  names: string[];
}

/** The section a field of `schema` names in its x-ui hints, if any. */
export function sectionOf(schema: Node, name: string): string | undefined {
  const section = schema.properties?.[name]?.['x-ui']?.section;
  return typeof section === 'string' && section ? section : undefined;
}

/** Does any field of the object name a section (x-ui.section)? */
export function hasSections(schema: Node): boolean {
  return Object.keys(schema.properties ?? {}).some((name) => sectionOf(schema, name));
}

/**
 * The fields `names` (in the form's order) in their sections: each section where its first field stands, with
 * every field that names it; fields that name none stay where they are, consecutive ones together. So a field an
 * analyst adds shows in its section, or at its place, with no code.
 */
export function formSections(schema: Node, names: readonly string[]): FormSection[] {
  const sections: FormSection[] = [];
  const byTitle = new Map<string, FormSection>();
  for (const name of names) {
    const title = sectionOf(schema, name);
    if (title) {
      const known = byTitle.get(title);
      if (known) known.names.push(name);
      else {
        const section = { title, names: [name] };
        byTitle.set(title, section);
        sections.push(section);
      }
      continue;
    }
    const last = sections[sections.length - 1];
    if (last && last.title === undefined) last.names.push(name);
    else sections.push({ names: [name] });
  }
  return sections;
}

/** Fields that take a whole row in a two-column form: lists (but a pick of several choices), groups, long text and pictures. */
export function isWideField(node: Node | undefined): boolean {
  if (!node || typeof node !== 'object') return false;
  const widget = node['x-ui']?.widget;
  if (['textarea', 'image', 'images', 'file', 'tags'].includes(widget)) return true;
  if (node.type === 'array') return !(Array.isArray(node.items?.enum) && !widget);
  return node.type === 'object';
}
