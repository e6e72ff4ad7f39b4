import type { RJSFValidationError } from '@rjsf/utils';

/**
 * RJSF `transformErrors`: ajv-errors reports a missing field's message on the object that lists it
 * as required; RJSF must show it under the field. ajv's summary of a failed `if` ('must match "else"
 * schema') says nothing the field's own message does not, so it is dropped, as is the name check inside `propertyNames`
 * (an object closed over fields under conditions), whose own error names the field. Pass this to every form
 * that uses the generated validators.
 */
export function transformFormErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.flatMap((error) => {
    if (error.name === 'if' || error.schemaPath?.includes('/propertyNames/')) return [];
    if (error.name !== 'errorMessage') return [error];
    const inner: { keyword?: string; params?: Record<string, unknown> }[] = (error.params as any)?.errors ?? [];
    const missing = inner.filter((e) =>
      ['required', 'additionalProperties', 'propertyNames'].includes(e.keyword ?? ''),
    );
    if (!missing.length) return [error];
    return missing.map((e) => {
      const child = String(e.params?.missingProperty ?? e.params?.additionalProperty ?? e.params?.propertyName);
      const property = `${error.property ?? ''}.${child}`;
      return { ...error, property, stack: `${property} ${error.message}` };
    });
  });
}
