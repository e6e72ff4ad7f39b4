/** Display formats of document 002 §9: INR with Indian grouping and no decimals, dates DD/MM/YYYY. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inr2 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-IN');

export function formatInr(value: unknown, decimals = false): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(n)) return '';
  return (decimals ? inr2 : inr).format(n);
}

export function formatNumber(value: unknown): string {
  const n = Number(value);
  return value === null || value === undefined || Number.isNaN(n) ? '' : plain.format(n);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY (plus HH:mm when `time`). A date-only value (YYYY-MM-DD) is never shifted by time zones. */
export function formatDate(value: unknown, time = false): string {
  if (!value) return '';
  const text = String(value);
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return text;
  const day = `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  return time ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day;
}

/** 919876500001 → +91 98765 00001 (Indian mobile numbers are stored with their country code). */
export function formatPhone(phone?: string): string {
  if (!phone) return '';
  return /^91\d{10}$/.test(phone) ? `+91 ${phone.slice(2, 7)} ${phone.slice(7)}` : phone;
}
