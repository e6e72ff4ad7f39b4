import { shownPhone } from '#domain/format/phone.ts';
export { isPhone, type MoneyText, valueText } from '#domain/format/field-value.ts';

/** 919876500001 → +91 98765 00001, through the one phone format (#domain/format/phone.ts). */
export function formatPhone(phone?: string): string {
  return shownPhone(phone);
}
