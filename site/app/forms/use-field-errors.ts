import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useMemo } from 'react';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

type Errors = Record<string, ErrorSchema>;

/**
 * The errors a site form shows beside RJSF's own (000 §5: a field is checked when the visitor leaves
 * it): the current data's errors of the fields in `touched`, plus the server's field errors. Also answers
 * every current error by field (for gating a submit button).
 */
export function useFieldErrors(schema: RJSFSchema, validator: ValidatorType, formData: Record<string, unknown>, touched: ReadonlySet<string>, serverErrors?: ErrorSchema) {
  const currentErrors = useMemo(() => validator.validateFormData(formData, schema, undefined, transformFormErrors).errorSchema as Errors, [formData, schema, validator]);
  const extraErrors = useMemo(() => {
    const out: Errors = {};
    for (const name of touched) if (currentErrors[name]) out[name] = currentErrors[name];
    for (const [k, v] of Object.entries((serverErrors ?? {}) as Errors)) {
      out[k] = { __errors: [...((out[k]?.__errors as string[]) ?? []), ...((v?.__errors as string[]) ?? [])] } as ErrorSchema;
    }
    return out as ErrorSchema;
  }, [touched, currentErrors, serverErrors]);
  return { currentErrors, extraErrors };
}
