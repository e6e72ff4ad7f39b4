import type { RJSFSchema } from '@rjsf/utils';
import schema from '#generated/schemas/forgot-password.json';
import * as validatorModule from '#generated/validators/forgot-password.js';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { AccountSchemaForm } from './schema-form.tsx';

const forgotSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, forgotSchema);

/** The account's e-mail address (schemas/forgot-password.schema.json). */
export default function ForgotPasswordForm({ busy, serverErrors, onSubmit }: { busy: boolean; serverErrors?: Record<string, string>; onSubmit: (data: { email: string }) => void }) {
  return (
    <AccountSchemaForm
      schema={forgotSchema}
      validator={validator}
      submitLabel={(forgotSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Send Reset Link'}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) => onSubmit({ email: String(data.email ?? '') })}
    />
  );
}
