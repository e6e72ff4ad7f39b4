import { type MoneyText, valueText } from '#domain/format/field-value.ts';
import { rupees } from '#domain/format/money.ts';
import { fieldSchema, isEmptyValue } from '#engine/runtime/forms/conditional-fields.ts';
import { sameJson } from '#engine/runtime/same-json.ts';

/**
 * A save refused because someone else changed the record after this person opened it (412 `stale_record`, decision
 * 058), as both front ends' conflict dialogs compare it: the record as the other person left it, what this person
 * sent, and the fields either side changed. Pure: the console's dialog and the account area's use the same rows.
 */
type Node = Record<string, any>;
type Fields = Record<string, unknown>;

/** A save refused as stale: their record now, and what this person sent. */
export interface StaleSave {
  current: Fields;
  mine: Fields;
}

/** One field either side changed, with both values as a person reads them; `theyChanged` when the other side did. */
export interface ChangedField {
  name: string;
  title: string;
  theirs: string;
  mine: string;
  theyChanged: boolean;
}

const OWN_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** Two values alike for a person: equal, or both empty (absent, null, an empty text or list). */
const alike = (a: unknown, b: unknown) => sameJson(a, b) || (isEmptyValue(a) && isEmptyValue(b));

/** The fields of `mine` that differ from the record as it was opened: what this person changed. */
export function changedSince(opened: Fields, mine: Fields): Fields {
  return Object.fromEntries(Object.entries(mine).filter(([name, value]) => !alike(value, opened[name])));
}

/** What a field is called: the schema's title (a front end may name it its own way, `titleOf`). */
export interface ConflictWords {
  titleOf?: (name: string) => string;
  money?: MoneyText;
}

/** The fields of `schema` either side changed since the record was opened, with both values as people read them. */
export function changedFields(
  schema: Node,
  opened: Fields,
  stale: StaleSave,
  words: ConflictWords = {},
): ChangedField[] {
  const titleOf = words.titleOf ?? ((name: string) => fieldSchema(schema, name).title ?? name);
  const money = words.money ?? rupees;
  return Object.keys(schema.properties ?? {})
    .filter((name) => !OWN_FIELDS.has(name) && !fieldSchema(schema, name).readOnly)
    .filter((name) => !alike(stale.current[name], opened[name]) || !alike(stale.mine[name], opened[name]))
    .map((name) => ({
      name,
      title: titleOf(name),
      theirs: valueText(stale.current[name], name, fieldSchema(schema, name), money),
      mine: valueText(stale.mine[name], name, fieldSchema(schema, name), money),
      theyChanged: !alike(stale.current[name], opened[name]),
    }));
}

/** The record to send when this person applies their changes onto the other version: theirs, with only what was changed here. */
export function reapplied(opened: Fields, stale: StaleSave): Fields {
  return { ...stale.current, ...changedSince(opened, stale.mine) };
}
