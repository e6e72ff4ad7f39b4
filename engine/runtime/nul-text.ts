import { messages } from '#generated/messages.ts';
import { ApiError } from './errors.ts';
import { fillMessage } from './messages.ts';

/**
 * The one text rule of every input (bodies, query strings, path parameters, console filters,
 * multipart fields): no NUL character, which PostgreSQL cannot store in text or jsonb.
 */
const NUL = '\u0000';

/** A key as a field name in a message: a NUL written as `\u0000`. */
const shown = (key: string) => key.replaceAll(NUL, '\\u0000');

/**
 * The dot path (`address.city`, `items.0`) of the first string or object key in `value` holding a
 * NUL, starting from `root`; undefined when there is none. Walks with a stack, never recursion.
 */
export function nulPath(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], join(path, String(i))]);
    } else if (isPlain(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (key.includes(NUL)) return join(path, shown(key));
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i][1], join(path, entries[i][0])]);
    }
  }
  return undefined;
}

/** Throws the 400 of the text rule when `value` (a string, list or object named `field`) holds a NUL. */
export function refuseNul(value: unknown, field: string): void {
  const path = nulPath(value, field);
  if (path === undefined) return;
  const message = fillMessage(messages.request.nulCharacter, { field: path });
  throw new ApiError(400, 'invalid_text', message, { [path]: message });
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
