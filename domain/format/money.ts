/** An amount in rupees rounded to paise. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** ₹ with Indian digit grouping and no decimals (₹1,50,000), as the staff area shows amounts. */
export function rupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** ₹ with Indian digit grouping and two decimals (₹1,50,000.00), as the account area and its documents show amounts (001 §9). */
export function rupeesWithPaise(amount: number): string {
  return `₹${(Math.round(amount * 100) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
