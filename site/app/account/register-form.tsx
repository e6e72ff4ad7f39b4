import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import schema from '#generated/schemas/register.json';
import * as validatorModule from '#generated/validators/register.js';

import { SiteSchemaForm } from '../forms/site-schema-form.tsx';
import { INVITED_USER_TYPE } from './invitation.ts';

const registerSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, registerSchema);

export interface RegisterFormProps {
  /** The invited address from the e-mailed link: the invitation is addressed to it, so it is shown read-only. */
  email?: string;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: { email: string; password: string }) => void;
}

/**
 * The invitation's registration (schemas/register.schema.json): e-mail and password. The account type and
 * role come from the invitation itself; the other fields of the schema are not the invitee's to choose.
 */
export default function RegisterForm({ email, busy, serverErrors, onSubmit }: RegisterFormProps) {
  const t = useT();
  const uiOverrides: UiSchema = {
    email: email ? { 'ui:readonly': true } : {},
    userType: { 'ui:widget': 'hidden' },
    type: { 'ui:widget': 'hidden' },
    referCode: { 'ui:widget': 'hidden' },
    referencePropertyId: { 'ui:widget': 'hidden' },
    externalId: { 'ui:widget': 'hidden' },
  };
  return (
    <SiteSchemaForm
      schema={registerSchema}
      validator={validator}
      uiOverrides={uiOverrides}
      initial={{ email: email ?? '', userType: INVITED_USER_TYPE }}
      submitLabel={t((registerSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? msg('Register'))}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) => onSubmit({ email: String(data.email ?? ''), password: String(data.password ?? '') })}
    />
  );
}
