import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { SchemaForm } from '#forms/schema-form.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import { UploadWidget, type UploadContext } from '#forms/upload-widget.tsx';
import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';

export interface AccountSchemaFormProps {
  /** A generated (bundled) schema, `#generated/schemas/<slug>.json`. */
  schema: RJSFSchema;
  /** Its precompiled validator (`formValidator(module, schema)`): the same messages the API answers. */
  validator: ValidatorType;
  /** uiSchema entries merged over the generated ones, per field. */
  uiOverrides?: UiSchema;
  /** Widgets of this form that the overrides name (RJSF's own otherwise). */
  widgets?: Record<string, unknown>;
  initial?: Record<string, unknown>;
  submitLabel: string;
  /** While the submission is on its way: the button reads "Submitting..." and cannot be pressed again. */
  busy?: boolean;
  /** The API's field errors (`{field: message}`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (data: Record<string, unknown>) => void;
  /** Every change; `update` merges values into the form later (a PIN lookup's state and city). */
  onChange?: (data: Record<string, unknown>, update: (patch: Record<string, unknown>) => void) => void;
  children?: ReactNode;
}

/** File fields upload through the site's own route, with the session (the API itself takes no cookie). */
const formContext: UploadContext = {
  async upload(form) {
    const res = await fetch('/home/upload', { method: 'POST', body: form });
    const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; url?: string; message?: string };
    if (!res.ok || !answer.url) throw new Error(answer.message ?? 'The file could not be uploaded');
    return answer.url;
  },
};
const UPLOADS = { file: UploadWidget, image: UploadWidget, images: UploadWidget };

/**
 * An account form (reset password, invitation registration): the schema-form kit (`#forms/`) with the generated schema,
 * checked in the browser by the generated validator before anything is sent. Only loaded with React.lazy by
 * the pages that show it, so RJSF never weighs on the marketing pages' first load.
 */
export function AccountSchemaForm({ schema, validator, uiOverrides, widgets: own, initial, submitLabel, busy, serverErrors, onSubmit, onChange, children }: AccountSchemaFormProps) {
  const widgets = useMemo(() => ({ ...UPLOADS, ...own }), [own]);
  const { uiSchema, extraErrors } = useSchemaForm({ schema, widgets, hideReadOnly: true, overrides: uiOverrides, serverErrors });
  const [formData, setFormData] = useState<Record<string, unknown>>(() => initial ?? {});
  // `ready` once the script has taken over the server-rendered form (what was typed before is in formData).
  const [ready, setReady] = useState(false);
  const form = useRef<{ formElement: { current: HTMLFormElement | null } } | null>(null);
  // The form arrives rendered by the server: what a visitor typed before the script took over stays in the
  // inputs, so it becomes the form's data (else the fields would show text the form believes empty).
  useEffect(() => {
    const element = form.current?.formElement.current;
    if (!element) return;
    const typed: Record<string, string> = {};
    for (const input of element.querySelectorAll<HTMLInputElement>('input[name^="root_"]:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]):not([type="radio"]):not([type="checkbox"])')) {
      const key = input.name.slice('root_'.length);
      // Only what was typed: a value the form was given stays as given (a number stays a number).
      if (input.value && input.value !== String(initial?.[key] ?? '')) typed[key] = input.value;
    }
    if (Object.keys(typed).length) setFormData((current) => ({ ...current, ...typed }));
    setReady(true);
  }, []);
  return (
    <SchemaForm
      ref={form as never}
      className={ready ? 'account-form ready' : 'account-form'}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets as never}
      formContext={formContext}
      formData={formData}
      onChange={(e) => {
        setFormData(e.formData as Record<string, unknown>);
        onChange?.(e.formData as Record<string, unknown>, (patch) => setFormData((current) => ({ ...current, ...patch })));
      }}
      onSubmit={(e) => onSubmit(e.formData as Record<string, unknown>)}
      extraErrors={extraErrors}
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
    </SchemaForm>
  );
}

/** What an account page hands a form made by `formOfSchema`. */
export interface SchemaFormOfProps {
  busy: boolean;
  serverErrors?: Record<string, string>;
  /** The fields as the API takes them (strings as typed). */
  onSubmit: (data: Record<string, string>) => void;
}

/**
 * The form of one generated schema as an account page shows it (e-mail and password, a new password...): its
 * fields, the schema's x-ui submit label, checked by its precompiled validator. Each page's module makes its own,
 * so each schema stays a chunk loaded with that page only.
 */
export function formOfSchema(schemaJson: unknown, validatorModule: ValidatorModule) {
  const schema = schemaJson as RJSFSchema;
  const validator = formValidator(validatorModule, schema);
  const submitLabel = (schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Submit';
  return function SchemaFormOf({ busy, serverErrors, onSubmit }: SchemaFormOfProps) {
    return (
      <AccountSchemaForm
        schema={schema}
        validator={validator}
        submitLabel={submitLabel}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={(data) => onSubmit(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v ?? '')])))}
      />
    );
  };
}

/** What an account page hands a form made by `recordFormOf`: the record to start from and the page's save. */
export interface RecordFormProps {
  initial?: Record<string, unknown>;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: Record<string, unknown>) => void;
}

/**
 * The form of one generated schema that edits a record (the profile's details, a bond's dates): its fields with the
 * screen's uiSchema entries, checked by its precompiled validator, submitting the values as typed by the schema.
 */
export function recordFormOf(schemaJson: unknown, validatorModule: unknown, ui?: UiSchema, submitLabel?: string) {
  const schema = schemaJson as RJSFSchema;
  const validator = formValidator(validatorModule as ValidatorModule, schema);
  const label = submitLabel ?? (schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Save';
  return function RecordForm({ initial, busy, serverErrors, onSubmit }: RecordFormProps) {
    return <AccountSchemaForm schema={schema} validator={validator} uiOverrides={ui} initial={initial} submitLabel={label} busy={busy} serverErrors={serverErrors} onSubmit={onSubmit} />;
  };
}
