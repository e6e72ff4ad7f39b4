import { branchProperties } from '#engine/runtime/forms/conditional-fields.ts';
import { INT4_MAX, INT4_MIN } from '#engine/runtime/int4.ts';

import type { SchemaNode } from '../model.ts';
import { humanize } from '../names.ts';
import { isSchemaObject } from '../schema-walk.ts';
import { fill } from './default-messages.ts';

/**
 * Completes the messages of a bundled schema, in place:
 * 1. a field's own message for being missing (`errorMessage.required` on the field) moves to the
 *    object that lists it as required, where ajv-errors looks for it;
 * 2. every rule without a message gets the engine's default, labelled with the field's title;
 * 3. objects that do not say otherwise are closed (`additionalProperties: false`);
 * 4. whole numbers without their own bounds get those of the PostgreSQL `integer` column they are
 *    stored in (gen-sql), each with its message: 1e308 is a whole number to JSON Schema, not to the database.
 */
export function injectMessages(schema: SchemaNode): SchemaNode {
  visitObject(schema, labelOf(schema, 'Form'), true, {});
  for (const [name, def] of Object.entries(schema.definitions ?? {})) {
    if (isSchemaObject(def)) visitValue(def, labelOf(def, humanize(name)));
  }
  return schema;
}

type RequiredMessages = Record<string, string>;
type Labels = Record<string, string>;

function labelOf(node: SchemaNode, fallback: string): string {
  return typeof node.title === 'string' && node.title.trim() ? node.title : fallback;
}

/**
 * A schema at a place that holds a value (root, property, items, definition).
 * `closable` is false for combinator branches (if/then/else/allOf/anyOf/oneOf/not): closing those
 * would change what they match.
 */
function visitObject(
  node: SchemaNode,
  label: string,
  closable: boolean,
  inherited: { labels?: Labels; required?: RequiredMessages },
): void {
  // A string message covers every error of this schema and of its subschemas: nothing to add below.
  if (typeof node.errorMessage === 'string') return;
  const props = isSchemaObject(node.properties) ? (node.properties as Record<string, SchemaNode>) : undefined;
  const labels: Labels = { ...(inherited.labels ?? {}) };
  const requiredMessages: RequiredMessages = { ...(inherited.required ?? {}) };
  if (props) {
    for (const [name, prop] of Object.entries(props)) {
      labels[name] = labelOf(prop, inherited.labels?.[name] ?? humanize(name));
      const own = takeRequiredMessage(prop);
      if (own) requiredMessages[name] = own;
    }
  }
  addRequiredMessages(node, labels, requiredMessages);
  addKeywordMessages(node, label);
  if (closable && props && node.additionalProperties === undefined) {
    // Fields declared under a condition are not among `properties`, which is all `additionalProperties` sees: such
    // an object is closed by naming every field it may have (decision 061).
    const conditional = Object.keys(branchProperties(node));
    if (conditional.length) {
      node.propertyNames = { enum: [...Object.keys(props), ...conditional] };
      setMessage(node, 'propertyNames', fill('unknownField', { label }));
    } else {
      node.additionalProperties = false;
      setMessage(node, 'additionalProperties', fill('unknownField', { label }));
    }
  }
  if (props) for (const [name, prop] of Object.entries(props)) visitValue(prop, labels[name]);
  if (isSchemaObject(node.additionalProperties)) visitValue(node.additionalProperties, label);
  for (const key of ['then', 'else'] as const) {
    if (isSchemaObject(node[key])) visitObject(node[key], label, false, { labels, required: requiredMessages });
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) {
      for (const branch of node[key])
        if (isSchemaObject(branch)) visitObject(branch, label, false, { labels, required: requiredMessages });
      if (key !== 'allOf') setMessage(node, key, fill('noMatch', { label }));
    }
  }
  if (node.not !== undefined) setMessage(node, 'not', fill('notAllowedValue', { label }));
}

/** A value's schema: its own rules, then its items. */
function visitValue(node: SchemaNode, label: string): void {
  visitObject(node, label, true, {});
  if (isSchemaObject(node.items)) visitValue(node.items, labelOf(node.items, label));
  else if (Array.isArray(node.items))
    node.items.forEach((item: SchemaNode) => isSchemaObject(item) && visitValue(item, labelOf(item, label)));
}

/** Removes and returns the field's own "missing" message. A string errorMessage covers missing too. */
function takeRequiredMessage(prop: SchemaNode): string | undefined {
  const em = prop.errorMessage;
  if (typeof em === 'string') return em;
  if (!isSchemaObject(em) || typeof em.required !== 'string') return undefined;
  const message = em.required;
  delete em.required;
  if (!Object.keys(em).length) delete prop.errorMessage;
  return message;
}

function addRequiredMessages(node: SchemaNode, labels: Labels, own: RequiredMessages): void {
  if (!Array.isArray(node.required) || !node.required.length) return;
  if (typeof node.errorMessage === 'string') return;
  const em = (node.errorMessage ??= {});
  if (typeof em.required === 'string') return;
  const required = (em.required ??= {});
  for (const name of node.required as string[]) {
    required[name] ??= own[name] ?? fill('required', { label: labels[name] ?? humanize(name) });
  }
}

function setMessage(node: SchemaNode, keyword: string, message: string): void {
  if (typeof node.errorMessage === 'string') return;
  const em = (node.errorMessage ??= {});
  if (em[keyword] === undefined) em[keyword] = message;
}

const FORMAT_MESSAGES: Record<string, Parameters<typeof fill>[0]> = {
  email: 'email',
  date: 'date',
  'date-time': 'dateTime',
  time: 'time',
  uri: 'uri',
  'uri-reference': 'uri',
  url: 'uri',
  uuid: 'uuid',
};

/** Defaults for the rules of one schema node. */
function addKeywordMessages(node: SchemaNode, label: string): void {
  if (typeof node.errorMessage === 'string') return;
  const set = (keyword: string, message: string) => node[keyword] !== undefined && setMessage(node, keyword, message);
  const type = node.type;
  if (type !== undefined) {
    const t = Array.isArray(type) ? 'many' : type;
    const key =
      t === 'number' || t === 'integer'
        ? 'number'
        : t === 'string'
          ? 'text'
          : t === 'boolean'
            ? 'boolean'
            : t === 'array'
              ? 'list'
              : t === 'object'
                ? 'object'
                : 'nullable';
    set('type', fill(key, { label }));
  }
  if (typeof node.format === 'string') set('format', fill(FORMAT_MESSAGES[node.format] ?? 'format', { label }));
  const min = node.minimum ?? node.exclusiveMinimum;
  const max = node.maximum ?? node.exclusiveMaximum;
  if (min !== undefined && max !== undefined) {
    const range = fill('range', { label, min, max });
    for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) set(k, range);
  } else {
    set('minimum', fill('atLeast', { label, min: node.minimum }));
    set('exclusiveMinimum', fill('moreThan', { label, min: node.exclusiveMinimum }));
    set('maximum', fill('atMost', { label, max: node.maximum }));
    set('exclusiveMaximum', fill('lessThan', { label, max: node.exclusiveMaximum }));
  }
  set('multipleOf', fill('multipleOf', { label, step: node.multipleOf }));
  const minLen = node.minLength;
  const maxLen = node.maxLength;
  if (minLen === 1) set('minLength', fill('required', { label }));
  else if (minLen !== undefined && minLen === maxLen) set('minLength', fill('lengthExactly', { label, min: minLen }));
  else if (minLen !== undefined && maxLen !== undefined)
    set('minLength', fill('lengthBetween', { label, min: minLen, max: maxLen }));
  else set('minLength', fill('lengthAtLeast', { label, min: minLen }));
  if (minLen !== undefined && minLen === maxLen) set('maxLength', fill('lengthExactly', { label, min: maxLen }));
  else set('maxLength', fill('lengthAtMost', { label, max: maxLen }));
  set('pattern', fill('pattern', { label }));
  if (Array.isArray(node.enum)) {
    // The choices as people read them (x-enumTitles), not as stored.
    const titles: Record<string, string> = node['x-enumTitles'] ?? {};
    const values = node.enum.map((v: unknown) => titles[String(v)] ?? String(v));
    set(
      'enum',
      values.length <= 8
        ? fill('oneOfValues', { label, values: values.join(', ') })
        : fill('notAllowedValue', { label }),
    );
  }
  if (node.const !== undefined) {
    const c = node.const;
    set(
      'const',
      isSchemaObject(c) && '$data' in c
        ? fill('sameAs', { label })
        : c === true
          ? fill('ticked', { label })
          : fill('constant', { label, value: JSON.stringify(c) }),
    );
  }
  if (isWholeNumber(node)) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) {
      node.maximum = INT4_MAX;
      set('maximum', fill('atMost', { label, max: INT4_MAX }));
    }
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) {
      node.minimum = INT4_MIN;
      set('minimum', fill('atLeast', { label, min: INT4_MIN }));
    }
  }
  set('minItems', fill('itemsAtLeast', { label, min: node.minItems }));
  set('maxItems', fill('itemsAtMost', { label, max: node.maxItems }));
  if (node.uniqueItems === true) set('uniqueItems', fill('uniqueItems', { label }));
}

/** A free whole number: `type: integer` (alone or with null), not pinned by `enum` or `const`. */
function isWholeNumber(node: SchemaNode): boolean {
  const types = [node.type].flat();
  return (
    types.includes('integer') &&
    !types.some((t) => t !== 'integer' && t !== 'null') &&
    node.enum === undefined &&
    node.const === undefined
  );
}
