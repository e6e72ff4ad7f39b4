import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import { toCsv } from '#server/reports/operations/csv.ts';
import { toXlsx, XLSX_TYPE } from '#server/reports/operations/xlsx.ts';

import type { Grid } from './bulk-landlords-file.server.ts';
import { type CheckedRow, columnsOf, type Field, headerKey } from './bulk-landlords-rows.server.ts';

/** One refused row as the console lists it: its number, its cells as written, each field's message. */
export interface FailedRow {
  row: number;
  name?: string;
  email?: string;
  phone?: string;
  errors: Partial<Record<Field, string>>;
}

export interface FailedFile {
  name: string;
  type: string;
  /** The file's bytes, base64-encoded. */
  content: string;
}

/**
 * A refused upload: 400 in the one error shape (each message under `rows.<row>.<field>`), plus the
 * refused rows and a file of them, in the uploaded format, with an Error column.
 */
export class LandlordRowsRefused extends ApiError {
  constructor(
    total: number,
    readonly rows: FailedRow[],
    readonly failedFile: FailedFile,
  ) {
    const errors = Object.fromEntries(
      rows.flatMap((r) =>
        Object.entries(r.errors).map(([field, message]) => [`rows.${r.row}.${field}`, message as string]),
      ),
    );
    super(
      400,
      'validation_failed',
      fillMessage(messages.bulkLandlords.rowsFailed, { count: rows.length, total }),
      errors,
    );
  }

  override toJSON() {
    return { ...super.toJSON(), rows: this.rows, failedFile: this.failedFile };
  }
}

const errorText = (row: CheckedRow) => [...new Set(Object.values(row.errors))].join('; ');

/** The failed rows as they were written, without any Error column they had, and their errors in a new one. */
async function failedFile(grid: Grid, failed: CheckedRow[]): Promise<FailedFile> {
  const errorHeader = messages.bulkLandlords.errorColumn;
  const keep = grid.headers.map((h, i) => (headerKey(h) === headerKey(errorHeader) ? -1 : i)).filter((i) => i >= 0);
  const headers = [...keep.map((i) => grid.headers[i]), errorHeader];
  const rows = failed.map((r) => [...keep.map((i) => r.cells[i] ?? ''), errorText(r)]);
  if (grid.kind === 'xlsx')
    return {
      name: 'failed-rows.xlsx',
      type: XLSX_TYPE,
      content: (await toXlsx('Failed rows', headers, rows)).toString('base64'),
    };
  return {
    name: 'failed-rows.csv',
    type: 'text/csv; charset=utf-8',
    content: Buffer.from(toCsv(headers, rows), 'utf8').toString('base64'),
  };
}

/** The refusal for `failed` of the grid's rows (its Name and Email columns were found already). */
export async function refuseRows(grid: Grid, failed: CheckedRow[]): Promise<LandlordRowsRefused> {
  const columns = columnsOf(grid.headers);
  const cell = (r: CheckedRow, field: Field) => {
    const at = columns[field];
    return at === undefined ? undefined : r.cells[at] || undefined;
  };
  const rows = failed.map((r) => ({
    row: r.line,
    name: cell(r, 'name'),
    email: cell(r, 'email'),
    phone: cell(r, 'phone'),
    errors: r.errors,
  }));
  return new LandlordRowsRefused(grid.rows.length, rows, await failedFile(grid, failed));
}
