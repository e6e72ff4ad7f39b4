import type { AccountContact } from '../layout/site-settings.ts';

type Data = Record<string, unknown>;

/**
 * What a lead form starts with for a signed-in account (editable like any typed value): its name (split into
 * first and last name where the form asks for both), e-mail and phone (the 10 digits the public forms take,
 * from the stored 91 + 10 digits). Only fields the form has; a visitor's form starts empty.
 */
export function accountPrefill(fields: Record<string, unknown>, contact: AccountContact | undefined): Data {
  if (!contact) return {};
  const out: Data = {};
  const name = contact.name?.trim() ?? '';
  if (name && 'name' in fields) {
    if ('lastName' in fields) {
      const [first, ...rest] = name.split(/\s+/);
      out.name = first;
      if (rest.length) out.lastName = rest.join(' ');
    } else out.name = name;
  }
  if (contact.email && 'email' in fields) out.email = contact.email;
  const digits = (contact.phone ?? '').replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 10 ? digits : '';
  if (national && 'phone' in fields) out.phone = national;
  return out;
}
