import {
  type AccessRole,
  accessRulesOf,
  type FieldAccess,
  mayReadField,
  mayWriteField,
  rolesOf,
  withSelf,
} from '#domain/access/roles.ts';
import { messages } from '#generated/messages.ts';

import { ApiError } from '../errors.ts';
import { fillMessage } from '../messages.ts';
import { sameJson } from '../same-json.ts';
import type { Actor } from './access.server.ts';
import { fieldDefault, fieldPathTitle, fieldTitle } from './field-titles.server.ts';
import { resource } from './registry.server.ts';
import type { Row } from './row.ts';

/**
 * The schema's x-access rules (generated/field-access.ts) on every door of the generic operations, so a field
 * declared staff-only is left out of every other role's answers and refused in their writes, naming the field.
 */
export function actorRoles(actor: Actor): AccessRole[] {
  return actor.kind === 'user' ? rolesOf(actor) : [];
}

/** The actor's roles on one record: with 'self' when one of the record's owner fields (x-permissions.owner) is theirs. */
export function rolesOnRecord(slug: string, actor: Actor, row: Row): AccessRole[] {
  const roles = actorRoles(actor);
  if (actor.kind !== 'user') return roles;
  const mine = [actor.id, ...(actor.reach ?? [])];
  return withSelf(
    roles,
    (resource(slug)?.owners ?? []).some((f) => typeof row[f] === 'string' && mine.includes(row[f] as string)),
  );
}

/** Split 'claims[].status' into the list and the item's field; undefined for a plain path. */
function itemPath(path: string): [string, string] | undefined {
  const at = path.indexOf('[].');
  return at < 0 ? undefined : [path.slice(0, at), path.slice(at + 3)];
}

/** Each slug's rules that limit reading, worked out once per rule table (lists ask for every row). */
const readRulesByTable = new WeakMap<object, [string, FieldAccess][]>();
function readRulesOf(slug: string): [string, FieldAccess][] {
  const table = accessRulesOf(slug);
  let rules = readRulesByTable.get(table);
  if (!rules) {
    rules = Object.entries(table).filter(([, rule]) => rule.read);
    readRulesByTable.set(table, rules);
  }
  return rules;
}

/** Does any x-access rule of `slug` limit who reads a field? When none does, `readableRow` keeps every row as it is. */
export function limitsReading(slug: string): boolean {
  return readRulesOf(slug).length > 0;
}

/** The record without what the actor's roles may not read (top-level fields, fields of list items and of objects). */
export function readableRow(slug: string, actor: Actor, row: Row): Row {
  const rules = readRulesOf(slug);
  if (!rules.length) return row;
  const roles = rolesOnRecord(slug, actor, row);
  let out = row;
  for (const [path, rule] of rules) {
    if (!mayReadField(rule, roles)) out = withoutPath(out, path.split('.'));
  }
  return out;
}

/**
 * A copy of `value` without the field at the path's parts ('claims[]' then 'status': each item's status;
 * 'employmentDetails' then 'employmentCheckMemo': the field of an object the schema embeds); `value` itself when
 * the path holds nothing.
 */
function withoutPath(value: unknown, [part, ...rest]: string[]): Row {
  const row = value as Row;
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const list = part.endsWith('[]');
  const key = list ? part.slice(0, -2) : part;
  if (!(key in row)) return row;
  if (!rest.length) return withoutKey(row, key);
  const child = row[key];
  if (!list) return { ...row, [key]: withoutPath(child, rest) };
  return Array.isArray(child) ? { ...row, [key]: child.map((i) => withoutPath(i, rest)) } : row;
}

function withoutKey(item: Row, key: string): Row {
  const { [key]: _dropped, ...rest } = item;
  return rest;
}

/** Is the value nothing at all, as a form leaves a field it does not show (absent, empty, or the schema's default)? */
const nothing = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Refuses a write that changes a field the actor may not write: on a create, any value; on an update, a value
 * other than the stored one (a client echoing the record back changes nothing). Fields of list items are compared
 * item by item.
 */
export function requireWritableChanges(slug: string, actor: Actor, input: Row, existing: Row = {}): void {
  const rules = Object.entries(accessRulesOf(slug)).filter(([, rule]) => rule.write || rule.read);
  if (!rules.length) return;
  // On a create, the record is the actor's own when an owner field names them (the scope fills it for owners).
  const roles = rolesOnRecord(slug, actor, Object.keys(existing).length ? existing : input);
  for (const [path, rule] of rules) {
    if (mayWriteField(rule, roles)) continue;
    const item = itemPath(path);
    if (!item && path.includes('.')) {
      keepOrRefuseNested(slug, path, rule, input, existing);
      continue;
    }
    if (!item) {
      if (!(path in input)) continue;
      if (changed(input[path], existing[path], fieldDefault(slug, path))) throw refusal(slug, path, rule);
      continue;
    }
    const [list, field] = item;
    if (!Array.isArray(input[list]) || field.includes('.')) continue;
    const after = input[list] as Row[];
    const before = Array.isArray(existing[list]) ? (existing[list] as Row[]) : [];
    const preset = fieldDefault(slug, path);
    for (let i = 0; i < Math.max(after.length, before.length); i++) {
      // A dropped item drops its value too; a new one must leave the field alone (or at its default).
      if (changed(after[i]?.[field], before[i]?.[field], preset))
        throw refusal(slug, path, rule, `${list}.${i}.${field}`);
    }
  }
}

/**
 * A field of an object the schema embeds ('employmentDetails.employmentCheckMemo'): the object is written whole, so
 * one sent without the field (the actor never read it) gets the stored value back rather than losing it; one sent
 * with another value is refused, naming the field.
 */
function keepOrRefuseNested(slug: string, path: string, rule: FieldAccess, input: Row, existing: Row): void {
  const parts = path.split('.');
  const field = parts.pop()!;
  let sent: unknown = input;
  let stored: unknown = existing;
  const holders: [Row, string][] = [];
  for (const part of parts) {
    if (!sent || typeof sent !== 'object' || Array.isArray(sent) || !(part in (sent as Row))) return;
    holders.push([sent as Row, part]);
    sent = (sent as Row)[part];
    stored = stored && typeof stored === 'object' ? (stored as Row)[part] : undefined;
  }
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return;
  const before = stored && typeof stored === 'object' ? (stored as Row)[field] : undefined;
  if (field in (sent as Row)) {
    if (changed((sent as Row)[field], before, fieldDefault(slug, path))) throw refusal(slug, path, rule);
    return;
  }
  if (nothing(before)) return;
  // Copies on the way down, so the caller's nested objects are not changed under it.
  let copy: Row = { ...(sent as Row), [field]: before };
  for (const [holder, part] of holders.reverse()) {
    if (holder === input) input[part] = copy;
    else copy = { ...holder, [part]: copy };
  }
}

/** Is `after` a change of `before`? A value at the schema's default where there was none is not (a form fills it in by itself). */
function changed(after: unknown, before: unknown, preset?: unknown): boolean {
  if (nothing(after) && nothing(before)) return false;
  if (nothing(before) && preset !== undefined && sameJson(after, preset)) return false;
  return !sameJson(after ?? null, before ?? null);
}

/** 403 naming the field by its title; `at` is where the client's value stood ('claims.0.status'), `path` the rule's. */
function refusal(slug: string, path: string, rule: FieldAccess, at = path): ApiError {
  const title = fieldPathTitle(slug, path);
  const who = (rule.write ?? rule.read ?? []).map((r) => messages.accessRoles[r]).join(messages.accessRoles.or);
  const message = fillMessage(messages.request.fieldNotWritable, { field: title, who });
  return new ApiError(403, 'field_not_writable', message, { [at]: message });
}

/**
 * Refuses a list filtered, searched or sorted by a field the actor may not read (its values would leak through the
 * order). `own`: the list holds only the actor's own records (an owner-scoped list), so 'self' reads count.
 */
export function requireReadableFields(slug: string, actor: Actor, fields: Iterable<string>, own = false): void {
  const rules = accessRulesOf(slug);
  const roles = withSelf(actorRoles(actor), own);
  for (const field of fields) {
    const top = field.split('.')[0];
    if (rules[top] && !mayReadField(rules[top], roles)) {
      const message = fillMessage(messages.request.fieldNotReadable, { field: fieldTitle(slug, top) });
      throw new ApiError(403, 'field_not_readable', message, { [field]: message });
    }
  }
}

/** The search fields of a list the actor may read (a search never matches on a field hidden from them). */
export function searchableBy(slug: string, actor: Actor, fields: string[], own = false): string[] {
  const rules = accessRulesOf(slug);
  const roles = withSelf(actorRoles(actor), own);
  return fields.filter((f) => mayReadField(rules[f.split('.')[0]], roles));
}
