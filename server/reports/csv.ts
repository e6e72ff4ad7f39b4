import { stringify } from 'csv-stringify/sync';

/**
 * CSV as RFC 4180 writes it (csv-stringify): CRLF lines, fields with a comma, quote, line break or edge
 * spaces quoted, quotes doubled. Text that a spreadsheet would run as a formula (= + - @ tab or CR at
 * the start) is prefixed with an apostrophe, so a name cannot become a formula in the staff member's
 * spreadsheet. Numbers that are not finite are empty; booleans are Yes / No.
 */
export type Cell = string | number | boolean | null | undefined;

const OPTIONS = {
  record_delimiter: 'windows',
  // Commas and quotes are quoted by csv-stringify; a lone CR or LF and edge spaces by this.
  quoted_match: /[\r\n]|^\s|\s$/,
  cast: {
    string: (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text),
    number: (value: number) => (Number.isFinite(value) ? String(value) : ''),
    boolean: (value: boolean) => (value ? 'Yes' : 'No'),
  },
} as const;

export function toCsv(headers: string[], rows: Cell[][]): string {
  return stringify([headers, ...rows], OPTIONS);
}

/** One field as it appears in a line of `toCsv`. */
export function csvField(value: Cell): string {
  return stringify([[value]], OPTIONS).slice(0, -2);
}
