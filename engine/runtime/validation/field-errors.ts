import type { ErrorObject } from 'ajv';

import { messages } from '#generated/messages.ts';

/** Where a whole-form message lands (an `anyOf` rule, a message for the form as a whole). */
export const FORM_PATH = '_form';

/** Object-level keywords whose errors are about one field of the object. */
const FIELD_KEYWORDS = new Set(['required', 'additionalProperties', 'propertyNames', 'dependencies']);

/** Field path → the first message for it, in the order the schema ranks its rules. */
export type FieldErrors = Record<string, string>;

/**
 * Turns ajv errors (with ajv-errors messages) into one message per field, keyed by dot path
 * (`propertyAddress.pin`, `claims.0.claimAmount`). A missing field's message lands on the field
 * itself, not on the object that lists it as required.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  const put = (pointer: string, message: string) => {
    const path = pointerToPath(pointer);
    // A field may be named `constructor` or `__proto__`: own entries only, defined rather than assigned.
    if (!Object.hasOwn(out, path))
      Object.defineProperty(out, path, { value: message, enumerable: true, writable: true, configurable: true });
  };
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue; // a summary of a failed `then`/`else`, whose own errors follow
    // The name check inside `propertyNames` (an object closed over fields under conditions): its own error names it.
    if (error.schemaPath.includes('/propertyNames/')) continue;
    const message = error.message ?? messages.request.fieldNotValid;
    if (error.keyword === 'errorMessage') {
      const inner = ((error.params as { errors?: ErrorObject[] }).errors ?? []).filter(Boolean);
      // A rule about the object as a whole (anyOf, not...) keeps its message on the object.
      if (inner.some((e) => e.instancePath === error.instancePath && !FIELD_KEYWORDS.has(e.keyword))) {
        put(error.instancePath, message);
        continue;
      }
      const targets = new Set(
        inner.map((e) => (error.instancePath === e.instancePath ? childPointer(e) : error.instancePath)),
      );
      for (const pointer of targets.size ? targets : new Set([error.instancePath])) put(pointer, message);
    } else {
      put(childPointer(error), message);
    }
  }
  return out;
}

/** The field an error is about: the missing or unknown property for object-level keywords. */
function childPointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const child =
    params.missingProperty ??
    params.additionalProperty ??
    params.propertyName ??
    (error.keyword === 'dependencies' ? params.property : undefined);
  return typeof child === 'string'
    ? `${error.instancePath}/${child.replace(/~/g, '~0').replace(/\//g, '~1')}`
    : error.instancePath;
}

/** `/propertyAddress/pin` → `propertyAddress.pin`; the root → `_form`. */
export function pointerToPath(pointer: string): string {
  if (!pointer) return FORM_PATH;
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}
