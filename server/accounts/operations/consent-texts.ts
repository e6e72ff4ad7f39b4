import { isTenantType } from '#client/account-types.ts';
import { BRAND } from '#server/shared/brand.ts';

/** A consent as the account accepts it: its name and the exact text shown beside 'I accept all the terms and conditions'. */
export interface ConsentText {
  name: string;
  text: string;
}

/** The consents the product asks for, one place for the screens, the server's check and the demo data. */
export const CONSENTS = {
  terms: {
    name: 'Terms of Use',
    text: `I agree to the ${BRAND} Terms of Use and Privacy Policy, and to be contacted about my account by e-mail, SMS and WhatsApp.`,
  },
  creditCheck: {
    name: 'Credit Check Authorisation',
    text: `I authorise ${BRAND} and its partners to fetch my credit report and verify my identity, income and employment to decide my bond eligibility.`,
  },
  landlord: {
    name: 'Landlord Listing Terms',
    text: `I confirm that I own or am authorised to let the properties I list, and I accept the ${BRAND} claim process and its documentation requirements.`,
  },
  bondPurchase: {
    name: 'Bond Purchase Consent',
    text:
      'I understand that the bond replaces the cash security deposit and is not insurance for me: any claim the landlord makes under it for unpaid rent, notice or lock-in breach, ' +
      "damage beyond normal wear and tear or unpaid utilities will be recovered from me. The fee is non-refundable except when I cancel within 72 hours of check-in with the landlord's approval, " +
      `in which case it is refunded in full to my ${BRAND} wallet within 5 days.`,
  },
} satisfies Record<string, ConsentText>;

/** What an account must have accepted before it goes on: the terms, and the credit check (tenants) or the listing terms (landlords, partners). */
export function consentsAskedOf(userType: string | null | undefined): ConsentText[] {
  if (isTenantType(userType)) return [CONSENTS.terms, CONSENTS.creditCheck];
  if (userType === 'internal') return [CONSENTS.terms];
  return [CONSENTS.terms, CONSENTS.landlord];
}

/** The text an account accepts under a consent's name is the product's own, never one a caller sends. */
export function canonicalConsentText(name: unknown): string | undefined {
  return Object.values(CONSENTS).find((c) => c.name === name)?.text;
}
