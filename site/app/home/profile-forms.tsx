import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { type ComponentType, useState } from 'react';

import { createApiClient } from '#client/api-client.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import { type PinAnswer, usePinLookup } from '#forms/use-pin-lookup.ts';
import addressJson from '#generated/schemas/address.json';
import basicJson from '#generated/schemas/basic-profile.json';
import documentJson from '#generated/schemas/document-upload.json';
import employmentJson from '#generated/schemas/employment-details.json';
import personalJson from '#generated/schemas/personal-details.json';
import * as addressModule from '#generated/validators/address.js';
import * as basicModule from '#generated/validators/basic-profile.js';
import * as documentModule from '#generated/validators/document-upload.js';
import * as employmentModule from '#generated/validators/employment-details.js';
import * as personalModule from '#generated/validators/personal-details.js';

import { recordFormOf, type RecordFormProps } from '../account/schema-form.tsx';
import { SiteSchemaForm } from '../forms/site-schema-form.tsx';
import { useAccountRoles } from './account-roles.ts';

/**
 * The profile page's forms (spec 001 §2), each the schema form of its generated schema with its precompiled validator:
 * a field an analyst adds to a schema shows here with no code edit. Loaded lazily with the page that shows them.
 */
export type ProfileFormProps = RecordFormProps;
export const BasicProfileForm = recordFormOf(basicJson, basicModule);
export const PersonalDetailsForm = recordFormOf(personalJson, personalModule);
export const EmploymentForm = recordFormOf(employmentJson, employmentModule);

/** Document types only staff upload (spec 001 §5; the server refuses them from a tenant too). */
const STAFF_ONLY = ['PAN', 'ADHAAR'];
function DocTypeForTenants(props: WidgetProps) {
  const Select = props.registry.widgets.SelectWidget as ComponentType<WidgetProps>;
  const enumOptions = (props.options.enumOptions ?? []).filter((o) => !STAFF_ONLY.includes(String(o.value)));
  return <Select {...props} options={{ ...props.options, enumOptions }} />;
}
export const DocumentForm = recordFormOf(documentJson, documentModule, { docType: { 'ui:widget': DocTypeForTenants } });

const addressSchema = addressJson as RJSFSchema;
const addressValidator = formValidator(addressModule, addressSchema);
const hidden = { 'ui:widget': 'hidden' };
/** The owner and the kind of address are the card's, not the tenant's to choose. */
const ADDRESS_UI: UiSchema = { userId: hidden, addressType: hidden };
const publicApi = createApiClient();

/** GET /api/v1/pin/{pin} (public): the place, or 'Invalid Pin Code'. */
async function lookupPin(pin: string): Promise<PinAnswer> {
  const answer = await publicApi.request<{ city: string; state: string }>('GET', `/api/v1/pin/${pin}`);
  return answer.ok
    ? { ok: true, city: answer.data.city, state: answer.data.state }
    : { ok: false, message: answer.errors?.pin ?? answer.message ?? 'Invalid Pin Code' };
}

/**
 * The office (current) or permanent address: six digits of PIN fill state and city, or show 'Invalid Pin Code' under
 * PIN (spec 001 §5).
 */
export function AddressForm({ initial, busy, serverErrors, onSubmit }: ProfileFormProps) {
  const [refused, setRefused] = useState<{ pin: string; message: string }>();
  const { onChange } = usePinLookup(lookupPin, {
    initialPin: initial?.pin as string | undefined,
    onInvalid: (message, pin) => setRefused({ pin, message }),
  });
  const errors = refused ? { ...serverErrors, pin: refused.message } : serverErrors;
  const roles = useAccountRoles();
  const t = useT();
  return (
    <SiteSchemaForm
      schema={addressSchema}
      validator={addressValidator}
      uiOverrides={ADDRESS_UI}
      initial={initial}
      submitLabel={t('Save Address')}
      roles={roles}
      busy={busy}
      serverErrors={errors}
      onChange={(data, update) => {
        if (refused && String(data.pin ?? '') !== refused.pin) setRefused(undefined);
        onChange(data, update);
      }}
      onSubmit={onSubmit}
    />
  );
}
