/** ₹ with Indian digit grouping and no decimals (₹1,50,000), as the staff area shows amounts. */
export function rupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}
