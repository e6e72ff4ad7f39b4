import type { RJSFSchema } from '@rjsf/utils';
import schema from '#generated/schemas/login.json';
import * as validatorModule from '#generated/validators/login.js';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { AccountSchemaForm } from './schema-form.tsx';

const loginSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, loginSchema);

export interface LoginFormProps {
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: { email: string; password: string }) => void;
}

/** E-mail and password (schemas/login.schema.json), checked in the browser by the generated validator. */
export default function LoginForm({ busy, serverErrors, onSubmit }: LoginFormProps) {
  return (
    <AccountSchemaForm
      schema={loginSchema}
      validator={validator}
      submitLabel={(loginSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Sign In'}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) => onSubmit({ email: String(data.email ?? ''), password: String(data.password ?? '') })}
    />
  );
}
