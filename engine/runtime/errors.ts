import type { FieldErrors } from './validation/field-errors.ts';

/**
 * An error meant for the client, in the one shape every API answer uses:
 * `{ code, message, errors?: { field: message } }`. Anything else thrown is a logged 500.
 */
export class ApiError extends Error {
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

export const notFound = (what = 'Record') => new ApiError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new ApiError(401, 'unauthorized', 'Please sign in');
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, 'forbidden', message);

/** A 400 carrying each field's message; the first one is the headline for a toast. */
export function invalid(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0] ?? 'The request is not valid';
  return new ApiError(400, 'validation_failed', first, errors);
}
