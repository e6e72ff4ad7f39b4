/**
 * CSV as RFC 4180 writes it: CRLF lines, fields with a comma, quote, line break or edge spaces quoted,
 * quotes doubled. Text that a spreadsheet would run as a formula (= + - @ at the start) is prefixed with
 * an apostrophe, so a name cannot become a formula in the staff member's spreadsheet.
 */
export type Cell = string | number | boolean | null | undefined;

export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: string[], rows: Cell[][]): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
