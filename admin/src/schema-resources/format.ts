/** 919876500001 → +91 98765 00001 (Indian mobile numbers are stored with their country code). Money and dates: #domain/format/. */
export function formatPhone(phone?: string): string {
  if (!phone) return '';
  return /^91\d{10}$/.test(phone) ? `+91 ${phone.slice(2, 7)} ${phone.slice(7)}` : phone;
}
