const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹12,000.00": the account area's amounts, rupees with two decimals (001 §9). */
export const amount = (value: number | null | undefined): string => INR.format(Number(value ?? 0));

/** "23/11/2026": the account area's dates (001 §9), from `YYYY-MM-DD` or an ISO timestamp (its date in India). */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const [y, m, d] = day.split('-');
  return d && m && y ? `${d}/${m}/${y}` : '—';
}
