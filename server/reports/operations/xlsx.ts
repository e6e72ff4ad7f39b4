import type { Cell, ColumnKind } from './table.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of a workbook: its name, header row, rows and (optionally) each column's kind. */
export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
  kinds?: ColumnKind[];
}

/** Indian grouping (12,34,567.00), the console's way of writing rupees. */
const AMOUNT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
/** Number formats by column kind: days and moments as the console shows them (DD/MM/YYYY), amounts in rupees. */
export const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
  amount: AMOUNT,
  count: '0',
};
const WIDTHS: Partial<Record<ColumnKind, number>> = { date: 12, datetime: 20, amount: 14 };

const value = (v: Cell) =>
  typeof v === 'boolean'
    ? v
      ? 'Yes'
      : 'No'
    : typeof v === 'number' && !Number.isFinite(v)
      ? null
      : v instanceof Date && Number.isNaN(v.getTime())
        ? null
        : (v ?? null);

/**
 * The same table as the CSV, as an Excel workbook (exceljs): one sheet, a bold frozen header row,
 * numbers as number cells and dates as date cells, each with its column's number format. Text is
 * stored as text, never as a formula, so no apostrophe is needed.
 */
export async function toXlsx(sheet: string, headers: string[], rows: Cell[][], kinds?: ColumnKind[]): Promise<Buffer> {
  return toXlsxSheets([{ name: sheet, headers, rows, kinds }]);
}

/** A workbook of several such sheets, in order (the credit report's raw data: summary, accounts, enquiries). */
export async function toXlsxSheets(sheets: Sheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded on the first workbook, not at start
  const book = new ExcelJS.Workbook();
  for (const { name, headers, rows, kinds = [] } of sheets) {
    const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.addRow(headers).font = { bold: true };
    const formats = headers.map((_, i) => NUMBER_FORMATS[kinds[i] ?? 'text']);
    for (const row of rows) {
      const added = ws.addRow(row.map(value));
      formats.forEach((numFmt, i) => {
        if (numFmt && row[i] !== null && row[i] !== undefined) added.getCell(i + 1).numFmt = numFmt;
      });
    }
    ws.columns.forEach(
      (column, i) =>
        (column.width = Math.min(40, Math.max(WIDTHS[kinds[i] ?? 'text'] ?? 10, headers[i]?.length ?? 0) + 2)),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
