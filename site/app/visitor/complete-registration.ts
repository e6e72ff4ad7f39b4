import { recordFromForm } from '#engine/runtime/forms/form-writes.ts';
import { messages } from '#generated/messages.ts';

import { readText, STORAGE_KEYS, type StoredLead, storeLead, type UserFormData, write } from './storage.ts';
import { type Answer, leadsByPhone, postLead, verifyLeadPhone, withCountryCode } from './visitor-api.ts';

export type Completion =
  | { outcome: 'lead'; lead: StoredLead }
  /** The server declined the lead with a `msg` ("Phone Number is Taken"): nothing is stored. */
  | { outcome: 'declined'; message: string }
  /** A call failed: the visitor may try again (the phone stays verified for this browser). */
  | { outcome: 'failed'; message: string };

const failure = (answer: Answer): Completion => ({
  outcome: 'failed',
  message: answer.message ?? messages.lead.errorUnknown,
});

/**
 * What follows an approved code (spec 000 §4 Phone verification): the first lead with this phone, or a new lead
 * from the shared details as share-details' x-writes declares it (type lead, the stored utm_source; the
 * lead's defaults give entity tenant); it is stored as userData (and
 * the details as userFormData), then marked phone-verified and stored again as the server returns it.
 */
export async function completeRegistration(phone10: string, details: UserFormData): Promise<Completion> {
  const phone = withCountryCode(phone10);
  const found = await leadsByPhone(phone);
  if (!found.ok) return failure(found);
  let lead: StoredLead | undefined = Array.isArray(found.data) ? found.data[0] : undefined;
  if (!lead) {
    const utm = readText(STORAGE_KEYS.utmSource);
    const created = await postLead(
      recordFromForm('share-details', { name: details.name, email: details.email, phone }, { utm_source: utm }).record,
    );
    if (created.data && typeof created.data === 'object' && typeof created.data.msg === 'string')
      return { outcome: 'declined', message: created.data.msg };
    if (!created.ok || !created.data?.id) return failure(created);
    lead = created.data;
  }
  storeLead(lead);
  write(STORAGE_KEYS.userFormData, { name: details.name, email: details.email, phone: phone10 } satisfies UserFormData);
  const marked = await verifyLeadPhone(lead.id);
  if (marked.ok && marked.data?.id) {
    lead = marked.data;
    storeLead(lead);
  }
  return { outcome: 'lead', lead };
}
