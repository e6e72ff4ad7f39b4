import { useCreate, useNotify, useUpdate } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { usePinLookup } from '#forms/use-pin-lookup.ts';
import { messages } from '#generated/messages.ts';
import addressSchema from '#generated/schemas/address.json';
import type { Address } from '#generated/types/address.ts';

import { formValues } from '../form-values.ts';
import { useSaving } from '../use-saving.ts';
import { useRefreshUser } from '../use-user-detail.ts';

const hidden = { 'ui:widget': 'hidden' };
/** The owner and the kind of address are fixed by the card the drawer was opened from. */
const fixedFields = { userId: hidden, addressType: hidden };

/**
 * The address form (address schema): six digits in Pin look up GET /pin/{pin} and fill State and
 * City, or show the lookup's 'Invalid Pin Code'. Saved as the address record (react-admin's update or create).
 */
export function AddressForm({
  userId,
  addressType,
  existing,
  onDone,
}: {
  userId: string;
  addressType: string;
  existing?: Address & { id: string };
  onDone: () => void;
}) {
  const notify = useNotify();
  const data = useConsoleData();
  const [create] = useCreate();
  const [update] = useUpdate();
  const refresh = useRefreshUser();
  const { saving, run } = useSaving();
  const { onChange } = usePinLookup(
    (pin) =>
      data.addressPinLookup(pin).then(
        ({ city, state }) => ({ ok: true as const, city, state }),
        (e) => ({ ok: false as const, message: e instanceof Error ? e.message : String(e) }),
      ),
    { initialPin: existing?.pin, onInvalid: (message) => notify(message, { type: 'error' }) },
  );

  // An address is a plain record: react-admin's create and update on the generic dialect.
  const submit = async (values: Record<string, unknown>) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = values;
    await run(() =>
      existing
        ? update(
            'address',
            { id: existing.id, data: fields, previousData: existing },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        : create('address', { data: fields }, { returnPromise: true }),
    );
    notify(messages.success.updated, { type: 'success' });
    onDone();
    await refresh();
  };

  const initial = { ...formValues(existing, addressSchema), userId, addressType };
  return (
    <SlugForm
      slug="address"
      initial={initial}
      uiOverrides={fixedFields}
      saving={saving}
      onChange={onChange}
      onSubmit={submit}
      draftKey={`address:${userId}:${addressType}`}
    />
  );
}
