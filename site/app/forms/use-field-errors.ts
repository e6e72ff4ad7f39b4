import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useState } from 'react';

import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

type Errors = Record<string, ErrorSchema>;

/**
 * The errors a site form shows beside RJSF's own (spec 000 §5: a field is checked when the visitor leaves
 * it): the current data's errors of the fields in `touched`, plus the server's field errors. Also answers
 * every current error by field (for gating a submit button).
 */
export function useFieldErrors(
  schema: RJSFSchema,
  validator: ValidatorType,
  formData: Record<string, unknown>,
  touched: ReadonlySet<string>,
  serverErrors?: ErrorSchema,
) {
  const currentErrors = useMemo(
    () => validator.validateFormData(formData, schema, undefined, transformFormErrors).errorSchema as Errors,
    [formData, schema, validator],
  );
  const extraErrors = useMemo(() => {
    const out: Errors = {};
    for (const name of touched) if (currentErrors[name]) out[name] = currentErrors[name];
    for (const [k, v] of Object.entries((serverErrors ?? {}) as Errors)) {
      out[k] = {
        __errors: [...((out[k]?.__errors as string[]) ?? []), ...((v?.__errors as string[]) ?? [])],
      } as ErrorSchema;
    }
    return out as ErrorSchema;
  }, [touched, currentErrors, serverErrors]);
  return { currentErrors, extraErrors };
}

const NONE: ReadonlySet<string> = new Set();

export interface BlurCheckOptions {
  /** The form's `idPrefix`: RJSF names a field's input `<idPrefix>_<field>`. */
  idPrefix: string;
  /** The server's field errors, shown under their fields. */
  serverErrors?: ErrorSchema;
  /** Fields never checked on leaving them (a read-only e-mail). */
  skip?: readonly string[];
  /** After a submit RJSF validates live, so the fields left earlier need no errors of their own. */
  liveAfterSubmit?: boolean;
}

/**
 * The site's rule for when a field is checked (spec 000 §5): when the visitor leaves it, then every field on
 * submit and live from then on. Hands back the errors to show and the props the form takes (`onBlur`,
 * `onError`, `liveValidate`); `submitted()` marks a submit, `reset()` forgets what was left.
 */
export function useBlurChecks(
  schema: RJSFSchema,
  validator: ValidatorType,
  formData: Record<string, unknown>,
  { idPrefix, serverErrors, skip = [], liveAfterSubmit = false }: BlurCheckOptions,
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(NONE);
  const [wasSubmitted, setSubmitted] = useState(false);
  const { currentErrors, extraErrors } = useFieldErrors(
    schema,
    validator,
    formData,
    liveAfterSubmit && wasSubmitted ? NONE : touched,
    serverErrors,
  );
  const formProps = {
    onBlur: (id: string) => {
      const field = id.startsWith(`${idPrefix}_`) ? id.slice(idPrefix.length + 1) : id;
      if (!skip.includes(field) && !touched.has(field)) setTouched(new Set([...touched, field]));
    },
    onError: () => setSubmitted(true),
    liveValidate: wasSubmitted ? ('onChange' as const) : undefined,
    extraErrors,
  };
  return {
    currentErrors,
    formProps,
    submitted: () => setSubmitted(true),
    reset: () => {
      setTouched(NONE);
      setSubmitted(false);
    },
  };
}
