import { type Options, stringify } from 'csv-stringify/sync';

import { type Cell, type ColumnKind, dateText } from './table.ts';

export type { Cell } from './table.ts';

/**
 * CSV as RFC 4180 writes it (csv-stringify): CRLF lines, fields with a comma, quote, line break or edge
 * spaces quoted, quotes doubled. Text that a spreadsheet would run as a formula (= + - @ tab or CR at
 * the start) is prefixed with an apostrophe, so a name cannot become a formula in the staff member's
 * spreadsheet. Numbers that are not finite are empty; booleans are Yes / No; dates are YYYY-MM-DD,
 * moments YYYY-MM-DD HH:mm:ss (UTC), as the column's kind says.
 */
function options(kinds?: ColumnKind[]): Options {
  return {
    record_delimiter: 'windows',
    // Commas and quotes are quoted by csv-stringify; a lone CR or LF and edge spaces by this.
    quoted_match: /[\r\n]|^\s|\s$/,
    cast: {
      string: (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text),
      number: (value: number) => (Number.isFinite(value) ? String(value) : ''),
      boolean: (value: boolean) => (value ? 'Yes' : 'No'),
      date: (value: Date, context) => (Number.isNaN(value.getTime()) ? '' : dateText(value, kinds?.[context.index])),
    },
  };
}

const PLAIN = options();

export function toCsv(headers: string[], rows: Cell[][], kinds?: ColumnKind[]): string {
  return stringify([headers, ...rows], kinds ? options(kinds) : PLAIN);
}

/** One field as it appears in a line of `toCsv`. */
export function csvField(value: Cell): string {
  return stringify([[value]], PLAIN).slice(0, -2);
}
