import { type AccessRole, mayReadField } from '#domain/access/roles.ts';
import { isBlank, type MoneyText, valueText } from '#domain/format/field-value.ts';
import { rupees } from '#domain/format/money.ts';
import { allProperties } from '#engine/runtime/forms/conditional-fields.ts';
import { messages } from '#generated/messages.ts';

type Node = Record<string, any>;

/** One label and value of a read-only view. */
export interface DetailItem {
  field: string;
  /** The schema's title of the field. */
  label: string;
  /** The value as a person reads it ('—' when there is none). */
  text: string;
  value: unknown;
  /** The field's schema node. */
  node: Node;
  /** An x-ref field: the resource its id points at (a front end shows it by name). */
  reference?: { resource: string; id: string };
}

export interface DetailGroup {
  name: string;
  title: string;
  items: DetailItem[];
}

export interface DetailOptions {
  /** The viewer's roles (#domain/access/roles.ts rolesOf): fields whose x-access they may not read are left out. */
  roles?: readonly AccessRole[];
  /** Only this group of the layout. */
  group?: string;
  /** Fields this view leaves out beside the layout's own omissions (the screen shows them elsewhere). */
  omit?: readonly string[];
  /** How amounts read for this viewer; default whole rupees. */
  money?: MoneyText;
}

/** The layout of a schema's read-only views (root `x-ui.details`, checked by the meta-schema and by generate). */
interface DetailsLayout {
  groups?: { name: string; title: string; fields: string[]; rest?: boolean }[];
  omit?: string[];
}

/** Fields no read-only view shows whatever the layout: the record's key and what is written but never read back. */
const shownAtAll = (name: string, node: Node) => name !== 'id' && !node.writeOnly && !node['x-ui']?.hidden;

/**
 * A record as its schema's read-only views show it: the x-ui.details groups in order, each field with its schema
 * title and its value as a person reads it. Fields the layout places are shown even when empty; the rest (a field
 * an analyst added, not yet placed) go to the group marked `rest`, or to a last group titled 'Other details', when
 * they hold a value. Fields the viewer's roles may not read (x-access) are never shown.
 */
export function detailGroups(
  schema: Node,
  record: Record<string, unknown>,
  options: DetailOptions = {},
): DetailGroup[] {
  const layout: DetailsLayout = schema['x-ui']?.details ?? {};
  // Fields declared under a condition show too when the record holds them (decision 061).
  const props: Record<string, Node> = allProperties(schema);
  const omitted = new Set([...(layout.omit ?? []), ...(options.omit ?? [])]);
  const roles = options.roles ?? [];
  const money = options.money ?? rupees;
  const visible = (name: string) => {
    const node = props[name];
    return !!node && !omitted.has(name) && shownAtAll(name, node) && mayReadField(node['x-access'], roles);
  };
  const item = (field: string): DetailItem => {
    const node = props[field];
    const value = record[field];
    const ref = node['x-ref'];
    return {
      field,
      label: node.title ?? field,
      text: valueText(value, field, node, money),
      value,
      node,
      ...(ref && typeof value === 'string' && value ? { reference: { resource: ref.resource, id: value } } : {}),
    };
  };
  const placed = new Set((layout.groups ?? []).flatMap((g) => g.fields));
  const rest = Object.keys(props).filter((f) => !placed.has(f) && visible(f) && !isBlank(record[f]));
  const groups: DetailGroup[] = (layout.groups ?? []).map((g) => ({
    name: g.name,
    title: g.title,
    items: [...g.fields.filter(visible), ...(g.rest ? rest : [])].map(item),
  }));
  if (!layout.groups?.some((g) => g.rest) && rest.length) {
    groups.push({
      name: 'other',
      title: layout.groups?.length ? messages.details.other : (schema.title ?? messages.details.untitled),
      items: rest.map(item),
    });
  }
  const chosen = options.group === undefined ? groups : groups.filter((g) => g.name === options.group);
  return chosen.filter((g) => g.items.length);
}
