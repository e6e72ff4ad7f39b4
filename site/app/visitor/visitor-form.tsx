import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { SchemaForm } from '#forms/schema-form.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import { useBlurChecks } from '../forms/use-field-errors.ts';
import { templates } from '../forms/form-templates.tsx';

type Data = Record<string, unknown>;

export interface VisitorFormProps {
  /** A generated (bundled) schema and its precompiled validator: the messages are the schema's. */
  schema: RJSFSchema;
  validator: ValidatorType;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  initial: Data;
  submitLabel: string;
  /** While the submission is on its way (the button is dimmed and cannot be pressed again). */
  busy?: boolean;
  busyLabel?: string;
  /** The API's field errors (`{field: message}`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (data: Data) => void;
  /** Buttons shown before the submit button (Back). */
  actions?: ReactNode;
}

/**
 * A small form of the visitor flows (share details, the phone to send the code to), rendered by RJSF from
 * its generated schema. A field is checked when the visitor leaves it (000 §5) and every field on submit.
 */
export function VisitorForm({ schema, validator, idPrefix, initial, submitLabel, busy, busyLabel, serverErrors, onSubmit, actions }: VisitorFormProps) {
  const [formData, setFormData] = useState<Data>(initial);
  const [typedSinceServer, setTypedSinceServer] = useState(false);

  // The first field takes the focus when the step opens.
  const overrides = useMemo<UiSchema>(() => {
    const first = ((schema as { 'x-ui'?: { order?: string[] } })['x-ui']?.order ?? Object.keys(schema.properties ?? {}))[0];
    return first ? { [first]: { 'ui:autofocus': true } } : {};
  }, [schema]);
  const { uiSchema, extraErrors: shownServerErrors } = useSchemaForm({ schema, hideReadOnly: true, overrides, serverErrors: typedSinceServer ? undefined : serverErrors });

  const checks = useBlurChecks(schema, validator, formData, { idPrefix, serverErrors: shownServerErrors, liveAfterSubmit: true });

  return (
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      idPrefix={idPrefix}
      templates={templates}
      formData={formData}
      onChange={(e) => {
        setFormData({ ...(e.formData as Data) });
        setTypedSinceServer(true);
      }}
      {...checks.formProps}
      onSubmit={(e) => {
        checks.submitted();
        setTypedSinceServer(false);
        onSubmit(e.formData as Data);
      }}
    >
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {actions}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          aria-busy={busy || undefined}
          sx={{ minWidth: 140, '&.Mui-disabled': busy ? { opacity: 0.6, bgcolor: 'primary.main', color: 'primary.contrastText' } : {} }}
        >
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </Box>
    </SchemaForm>
  );
}
