import type { RJSFSchema } from '@rjsf/utils';
import schema from '#generated/schemas/reset-password.json';
import * as validatorModule from '#generated/validators/reset-password.js';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { AccountSchemaForm } from './schema-form.tsx';

const resetSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, resetSchema);

export interface ResetPasswordFormProps {
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: { password: string; confirmPassword: string }) => void;
}

/** New password and its confirmation (schemas/reset-password.schema.json: 'please enter same password in both fields'). */
export default function ResetPasswordForm({ busy, serverErrors, onSubmit }: ResetPasswordFormProps) {
  return (
    <AccountSchemaForm
      schema={resetSchema}
      validator={validator}
      submitLabel={(resetSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Reset Password'}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) => onSubmit(data as { password: string; confirmPassword: string })}
    />
  );
}
