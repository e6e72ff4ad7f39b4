const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id no record has: what a malformed id is looked up as, so it is simply not found. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

export function isId(text: unknown): text is string {
  return typeof text === 'string' && UUID.test(text);
}

/** The text as an id to look up, or one that matches nothing (never a database type error). */
export function asId(text: unknown): string {
  return isId(text) ? text : NO_ID;
}
