import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';

import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';

import { type FormUiOptions, formUiSchema } from './form-ui-schema.ts';
import { useT } from './i18n.tsx';

export interface SchemaFormSetup extends FormUiOptions {
  schema: RJSFSchema;
  /** The API's field errors (`{ "a.b": message }`, `_form` for the whole form), shown under their fields. */
  serverErrors?: Record<string, string>;
}

/**
 * The headless half of the schema-form kit: the uiSchema (generated hints merged with the screen's overrides)
 * and the server's field errors as RJSF `extraErrors`. Hand both to `SchemaForm` with the front end's widgets.
 */
export function useSchemaForm({ schema, widgets, hideReadOnly, overrides, roles, serverErrors }: SchemaFormSetup): {
  uiSchema: ReturnType<typeof formUiSchema>;
  extraErrors: ErrorSchema | undefined;
} {
  const translate = useT();
  const uiSchema = useMemo(
    () => formUiSchema(schema as Record<string, unknown>, { widgets, hideReadOnly, overrides, roles, translate }),
    [schema, widgets, hideReadOnly, overrides, roles, translate],
  );
  const extraErrors = useMemo(
    () =>
      serverErrorsToErrorSchema(
        serverErrors &&
          Object.fromEntries(Object.entries(serverErrors).map(([field, message]) => [field, translate(message)])),
      ),
    [serverErrors, translate],
  );
  return { uiSchema, extraErrors };
}
