/**
 * A stored code in words, for people: 'pending-verification' → 'Pending verification',
 * 'financeHead' → 'Finance Head'. Values already written for people ('Rent-O-Cash', 'Double Shared')
 * are returned as they are.
 */
export function humanize(value: unknown): string {
  const text = String(value ?? '');
  if (!/^[a-z][a-zA-Z0-9_-]*$/.test(text)) return text;
  return text
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
}
