import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import schema from '#generated/schemas/register.json';
import * as validatorModule from '#generated/validators/register.js';

import { SiteSchemaForm } from '../forms/site-schema-form.tsx';

const registerSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, registerSchema);

/** The account types anyone may sign up as (the API refuses the others without an invitation). */
export const SELF_SERVICE = [
  { value: 'tenant', label: msg('I am a tenant') },
  { value: 'landlord', label: msg('I am a landlord') },
];

/** The account type as the two choices anyone has (the schema's enum keeps every type: the API's rule decides). */
function AccountTypeWidget({ id, value, required, label, onChange }: WidgetProps) {
  const t = useT();
  return (
    <FormControl required={required}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={id}
        value={value ?? 'tenant'}
        onChange={(e) => onChange(e.target.value)}
      >
        {SELF_SERVICE.map((type) => (
          <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={t(type.label)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const widgets = { accountType: AccountTypeWidget };

export interface SignupFormProps {
  /** From the registration link (spec 001 §2): the referrer's code, shown and editable. */
  referCode?: string;
  userType?: string;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: { email: string; password: string; userType: string; referCode?: string }) => void;
}

/**
 * Open registration (schemas/register.schema.json): e-mail, password, tenant or landlord, and the referral
 * code. The schema's other fields (the property and external id of the link) travel beside the form, not in it.
 */
export default function SignupForm({ referCode, userType, busy, serverErrors, onSubmit }: SignupFormProps) {
  const t = useT();
  const uiOverrides: UiSchema = {
    userType: { 'ui:widget': 'accountType' },
    type: { 'ui:widget': 'hidden' },
    referencePropertyId: { 'ui:widget': 'hidden' },
    externalId: { 'ui:widget': 'hidden' },
  };
  return (
    <SiteSchemaForm
      schema={registerSchema}
      validator={validator}
      widgets={widgets}
      uiOverrides={uiOverrides}
      initial={{ userType: userType === 'landlord' ? 'landlord' : 'tenant', ...(referCode ? { referCode } : {}) }}
      submitLabel={t((registerSchema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? msg('Register'))}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(data) =>
        onSubmit({
          email: String(data.email ?? ''),
          password: String(data.password ?? ''),
          userType: String(data.userType ?? 'tenant'),
          ...(data.referCode ? { referCode: String(data.referCode) } : {}),
        })
      }
    />
  );
}
