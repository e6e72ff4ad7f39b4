import { messages } from '#generated/messages.ts';

import { ApiError } from './errors.ts';
import { fillMessage } from './messages.ts';

/**
 * The one text rule of every input (bodies, query strings, path parameters, console filters,
 * multipart fields): text PostgreSQL can store. No NUL character (refused in text and jsonb alike),
 * no half of a UTF-16 surrogate pair (jsonb refuses its `\ud800` escape; text would silently get U+FFFD).
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The catalogue message a text breaks the rule with, or undefined when it keeps it. */
function faultOf(text: string): string | undefined {
  if (text.includes(NUL)) return messages.request.nulCharacter;
  if (LONE_SURROGATE.test(text)) return messages.request.brokenText;
  return undefined;
}

/** A key as a field name in a message: a NUL written as `\u0000`, a lone surrogate as U+FFFD. */
const shown = (key: string) => key.replaceAll(NUL, '\\u0000').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

export interface TextFault {
  /** Dot path of the field (`address.city`, `items.0`). */
  field: string;
  message: string;
}

/**
 * The first string or object key in `value` that breaks the text rule, with its dot path from `root`;
 * undefined when there is none. Walks with a stack, never recursion.
 */
export function textFault(value: unknown, root: string): TextFault | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const template = faultOf(item);
      if (template) return { field: path, message: fillMessage(template, { field: path }) };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], join(path, String(i))]);
    } else if (isPlain(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const template = faultOf(key);
        if (template)
          return { field: join(path, shown(key)), message: fillMessage(template, { field: join(path, shown(key)) }) };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i][1], join(path, entries[i][0])]);
    }
  }
  return undefined;
}

/** Throws the 400 of the text rule (`invalid_text`, naming the field) when `value`, named `field`, breaks it. */
export function refuseBadText(value: unknown, field: string): void {
  const fault = textFault(value, field);
  if (fault) throw new ApiError(400, 'invalid_text', fault.message, { [fault.field]: fault.message });
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/**
 * Parsed JSON and query strings: plain objects, or objects on a null-prototype chain as query-string
 * parsers make them (never a Buffer or a stream).
 */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}
