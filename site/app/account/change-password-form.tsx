import type { RJSFSchema } from '@rjsf/utils';
import schema from '#generated/schemas/change-password.json';
import * as validatorModule from '#generated/validators/change-password.js';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { AccountSchemaForm } from './schema-form.tsx';

const changeSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, changeSchema);

/** The new password (schemas/change-password.schema.json). */
export default function ChangePasswordForm({ busy, serverErrors, onSubmit }: { busy: boolean; serverErrors?: Record<string, string>; onSubmit: (data: { password: string }) => void }) {
  return (
    <AccountSchemaForm
      schema={changeSchema}
      validator={validator}
      submitLabel={(changeSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Update Password'}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) => onSubmit({ password: String(data.password ?? '') })}
    />
  );
}
