import { messages } from '#generated/messages.ts';

import { ApiError } from './errors.ts';

/** Record ids are UUIDs (docs/decisions/006). */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id no record has: a malformed id is looked up as this, so it is simply not found. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

export function isId(text: unknown): text is string {
  return typeof text === 'string' && ID_PATTERN.test(text);
}

/** The text as an id to look up, or one that matches nothing (never a database type error). */
export function asId(text: unknown): string {
  return isId(text) ? text : NO_ID;
}

/** A request body must be a JSON object; anything else is a 400. */
export function requireObject(input: unknown): asserts input is Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new ApiError(400, 'invalid_body', messages.request.invalidBody);
}
