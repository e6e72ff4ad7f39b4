import { type FormProps, withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { forwardRef, useCallback } from 'react';

import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

import { DateWidget } from './date/date-widget.tsx';
import { useT } from './i18n.tsx';

/** RJSF's form with the MUI theme: built once here, the only place RJSF's Form is made. */
const ThemedForm = withTheme<any, RJSFSchema, any>(Theme);

/**
 * What every schema form takes: RJSF's props, of which the front end hands only its own (schema, uiSchema from
 * `useSchemaForm`, validator, widget and template tables, data and handlers). The rest is the same everywhere:
 * the generated validators' messages placed under their fields (`transformFormErrors`), no error list above the
 * form, no schema descriptions, no browser (HTML5) checks, only the schema's fields sent, a failed check that does nothing unless told,
 * and every `format: date` field shown and typed as DD/MM/YYYY (DateWidget; the data stays YYYY-MM-DD).
 */
export type SchemaFormProps = FormProps<any, RJSFSchema, any>;

/** Schema `description`s are developer documentation: no form shows them (user help comes from x-ui.help). */
const NoDescription = () => null;

export const SchemaForm = forwardRef<unknown, SchemaFormProps>(function SchemaForm(
  { templates, widgets, ...props },
  ref,
) {
  const t = useT();
  // The validators' messages are English; they are shown in the page's language (decision 062).
  const transformErrors = useCallback(
    (errors: Parameters<typeof transformFormErrors>[0]) =>
      transformFormErrors(errors).map((e) => (e.message ? { ...e, message: t(e.message) } : e)),
    [t],
  );
  return (
    <ThemedForm
      ref={ref as never}
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      omitExtraData
      onError={() => {}}
      templates={{ DescriptionFieldTemplate: NoDescription, ...templates }}
      widgets={{ DateWidget, ...widgets }}
      {...props}
    />
  );
});
