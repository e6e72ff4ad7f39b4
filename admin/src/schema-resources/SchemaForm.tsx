import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import Form from '@rjsf/mui';
import type { ErrorSchema, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { HttpError, useNotify } from 'react-admin';
import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';
import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';
import type { LoadedSchema } from './schema-loader';
import { ReferenceWidget } from './ReferenceWidget';
import { UploadWidget } from './UploadWidget';

const widgets: RegistryWidgetsType = { reference: ReferenceWidget, image: UploadWidget, images: UploadWidget, file: UploadWidget };
const WIDGET_NAMES = new Set(Object.keys(widgets));
const templates = { DescriptionFieldTemplate: () => null };

export interface SchemaFormProps {
  loaded: LoadedSchema;
  record?: Record<string, unknown>;
  /** The submit button's text (default: the schema's x-ui.submitLabel, else Save). */
  submitLabel?: string;
  saving?: boolean;
  /** Shown left of the submit button (e.g. Cancel). */
  actions?: ReactNode;
  /** Show read-only fields (disabled) instead of hiding them. */
  showReadOnly?: boolean;
  /** uiSchema entries merged over the generated ones: per field (e.g. a widget whose options come from the API) or root `ui:` keys. */
  uiOverrides?: UiSchema;
  /** Prefix of the inputs' ids (default 'root'): set it when one page shows the same schema twice. */
  idPrefix?: string;
  /** Saves; resolves when stored, rejects with the API's error (its field errors land under the fields). */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  /** Called on every change; `update` merges values into the form later (e.g. state and city from a PIN lookup). */
  onChange?: (data: Record<string, unknown>, update: (patch: Record<string, unknown>) => void) => void;
}

/**
 * The schema as an RJSF (@rjsf/mui) form with the precompiled validator, so the console shows the
 * specification's messages; the server's field errors are shown under the same fields.
 */
export function SchemaForm({ loaded, record, submitLabel, saving, actions, showReadOnly, uiOverrides, idPrefix, onSave, onChange }: SchemaFormProps) {
  const notify = useNotify();
  const uiSchema = useMemo(() => {
    const generated = uiSchemaFor(loaded.schema, { widgets: WIDGET_NAMES, hideReadOnly: !showReadOnly });
    const merged: UiSchema = { ...generated };
    for (const [key, ui] of Object.entries(uiOverrides ?? {})) merged[key] = key.startsWith('ui:') ? ui : { ...(generated[key] ?? {}), ...ui };
    // The screen around the form carries its heading; the schema's title is not repeated above the fields.
    return { ...merged, 'ui:options': { label: false, ...(merged['ui:options'] ?? {}) }, 'ui:submitButtonOptions': { norender: true } };
  }, [loaded.schema, showReadOnly, uiOverrides]);
  const [formData, setFormData] = useState<Record<string, unknown>>(() => record ?? {});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const submit = async (data: Record<string, unknown>) => {
    setExtraErrors(undefined);
    try {
      await onSave(data);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setExtraErrors(serverErrorsToErrorSchema(body?.errors));
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <Form
      schema={loaded.schema}
      uiSchema={uiSchema}
      validator={loaded.validator}
      idPrefix={idPrefix}
      widgets={widgets}
      templates={templates}
      formData={formData}
      onChange={(e) => {
        setFormData(e.formData);
        onChange?.(e.formData, (patch) => setFormData((current) => ({ ...current, ...patch })));
      }}
      onSubmit={(e) => submit(e.formData)}
      transformErrors={transformFormErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      omitExtraData
      onError={() => notify('Please correct the highlighted fields', { type: 'warning' })}
    >
      <Stack direction="row" gap={1} sx={{ mt: 3 }}>
        <Box sx={{ flex: 1 }} />
        {actions}
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {submitLabel ?? (loaded.schema as any)['x-ui']?.submitLabel ?? 'Save'}
        </Button>
      </Stack>
    </Form>
  );
}
