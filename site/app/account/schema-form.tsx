import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';
import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

const templates = { DescriptionFieldTemplate: () => null };

export interface AccountSchemaFormProps {
  /** A generated (bundled) schema, `#generated/schemas/<slug>.json`. */
  schema: RJSFSchema;
  /** Its precompiled validator (`formValidator(module, schema)`): the same messages the API answers. */
  validator: ValidatorType;
  /** uiSchema entries merged over the generated ones, per field. */
  uiOverrides?: UiSchema;
  initial?: Record<string, unknown>;
  submitLabel: string;
  /** While the submission is on its way: the button reads "Submitting..." and cannot be pressed again. */
  busy?: boolean;
  /** The API's field errors (`{field: message}`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (data: Record<string, unknown>) => void;
  children?: ReactNode;
}

/**
 * An account form (reset password, invitation registration) rendered by RJSF from the generated schema and
 * checked in the browser by the generated validator before anything is sent. Only loaded with React.lazy by
 * the pages that show it, so RJSF never weighs on the marketing pages' first load.
 */
export function AccountSchemaForm({ schema, validator, uiOverrides, initial, submitLabel, busy, serverErrors, onSubmit, children }: AccountSchemaFormProps) {
  const uiSchema = useMemo(() => {
    const generated = uiSchemaFor(schema as Record<string, unknown>, { hideReadOnly: true });
    const merged: UiSchema = { ...generated };
    for (const [key, ui] of Object.entries(uiOverrides ?? {})) merged[key] = { ...(generated[key] ?? {}), ...ui };
    // The page carries the heading; the schema's title is not repeated above the fields.
    return { ...merged, 'ui:options': { label: false }, 'ui:submitButtonOptions': { norender: true } } as UiSchema;
  }, [schema, uiOverrides]);
  const [formData, setFormData] = useState<Record<string, unknown>>(() => initial ?? {});
  const extraErrors = useMemo(() => serverErrorsToErrorSchema(serverErrors), [serverErrors]);
  // `ready` once the script has taken over the server-rendered form (what was typed before is in formData).
  const [ready, setReady] = useState(false);
  const form = useRef<{ formElement: { current: HTMLFormElement | null } } | null>(null);
  // The form arrives rendered by the server: what a visitor typed before the script took over stays in the
  // inputs, so it becomes the form's data (else the fields would show text the form believes empty).
  useEffect(() => {
    const element = form.current?.formElement.current;
    if (!element) return;
    const typed: Record<string, string> = {};
    for (const input of element.querySelectorAll<HTMLInputElement>('input[name^="root_"]:not([type="hidden"]):not([disabled])')) {
      if (input.value) typed[input.name.slice('root_'.length)] = input.value;
    }
    if (Object.keys(typed).length) setFormData((current) => ({ ...current, ...typed }));
    setReady(true);
  }, []);
  return (
    <Form
      ref={form as never}
      className={ready ? 'account-form ready' : 'account-form'}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      templates={templates}
      formData={formData}
      onChange={(e) => setFormData(e.formData as Record<string, unknown>)}
      onSubmit={(e) => onSubmit(e.formData as Record<string, unknown>)}
      transformErrors={transformFormErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      onError={() => {}}
      noHtml5Validate
      omitExtraData
      // Sent before the page's script has started, the browser posts the fields to the page's own action
      // (never a GET that would put a password in the address).
      method="post"
    >
      {children}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Submitting...' : submitLabel}
        </Button>
      </Box>
    </Form>
  );
}
