/**
 * Phone numbers as people read them (spec 001 §9, 002 §9): an Indian mobile as `+91 98765 43210`, whether stored as
 * the schemas keep it (`919876543210`, `_defs/phone`), typed as ten digits or written with its `+`. Anything
 * else (a landline, a foreign number) is shown as given, trimmed; a missing value is '' (each screen shows its '—').
 */
export function shownPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const digits = text.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const mobile = /^(?:91)?([6-9]\d{4})(\d{5})$/.exec(digits);
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : text;
}
