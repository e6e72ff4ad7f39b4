import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';

import { SiteSchemaForm } from '../forms/site-schema-form.tsx';
import { useAccountRoles } from '../home/account-roles.ts';

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
  const submitLabel = (schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? msg('Submit');
  return function SchemaFormOf({ busy, serverErrors, onSubmit }: SchemaFormOfProps) {
    const t = useT();
    return (
      <SiteSchemaForm
        schema={schema}
        validator={validator}
        submitLabel={t(submitLabel)}
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
  /** A file field's upload failed (its message) or that cleared (undefined). */
  onUploadProblem?: (field: string, message: string | undefined) => void;
  /** Every change of the form's values (what a guard against lost input compares). */
  onChange?: (data: Record<string, unknown>) => void;
}

/**
 * The form of one generated schema that edits a record (the profile's details, a bond's dates): its fields with the
 * screen's uiSchema entries, checked by its precompiled validator, submitting the values as typed by the schema.
 * The signed-in account's roles decide which fields it shows and which it locks (the schema's x-access).
 */
export function recordFormOf(schemaJson: unknown, validatorModule: unknown, ui?: UiSchema, submitLabel?: string) {
  const schema = schemaJson as RJSFSchema;
  const validator = formValidator(validatorModule as ValidatorModule, schema);
  const label = submitLabel ?? (schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? msg('Save');
  return function RecordForm({ initial, busy, serverErrors, onSubmit, onUploadProblem, onChange }: RecordFormProps) {
    const roles = useAccountRoles();
    const t = useT();
    return (
      <SiteSchemaForm
        schema={schema}
        validator={validator}
        uiOverrides={ui}
        initial={initial}
        submitLabel={t(label)}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
        onUploadProblem={onUploadProblem}
        onChange={onChange ? (data) => onChange(data) : undefined}
        roles={roles}
      />
    );
  };
}
