import { messages } from '#generated/messages.ts';

import { fillMessage } from './messages.ts';
import type { FieldErrors } from './validation/field-errors.ts';

/** Marks an ApiError across copies of this module (the site's server bundle carries its own copy). */
const API_ERROR = Symbol.for('nivaas.api-error');

/**
 * An error meant for the client, in the one shape every API answer uses:
 * `{ code, message, errors?: { field: message } }`. Anything else thrown is a logged 500.
 */
export class ApiError extends Error {
  readonly [API_ERROR] = true;

  /** `instanceof ApiError` holds for an ApiError made by any copy of this module. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR] === true;
  }

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** '{what} not found', the message of a missing record, also used for a field that names one. */
export const notFoundMessage = (what: string) => fillMessage(messages.request.notFound, { what });
export const notFound = (what: string = messages.labels.record) =>
  new ApiError(404, 'not_found', notFoundMessage(what));
export const unauthorized = () => new ApiError(401, 'unauthorized', messages.request.signIn);
export const forbidden = (message: string = messages.request.forbidden) => new ApiError(403, 'forbidden', message);

/** A 400 carrying each field's message; the first one is the headline for a toast. */
export function invalid(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0] ?? messages.request.notValid;
  return new ApiError(400, 'validation_failed', first, errors);
}
