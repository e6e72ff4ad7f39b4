import type { Cell } from './csv.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of a workbook: its name, header row and rows. */
export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
}

/**
 * The same table as the CSV, as an Excel workbook (exceljs): one sheet, a bold frozen header row,
 * numbers as numbers. Text is stored as text, never as a formula, so no apostrophe is needed.
 */
export async function toXlsx(sheet: string, headers: string[], rows: Cell[][]): Promise<Buffer> {
  return toXlsxSheets([{ name: sheet, headers, rows }]);
}

/** A workbook of several such sheets, in order (the credit report's raw data: summary, accounts, enquiries). */
export async function toXlsxSheets(sheets: Sheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded on the first workbook, not at start
  const book = new ExcelJS.Workbook();
  for (const { name, headers, rows } of sheets) {
    const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.addRow(headers).font = { bold: true };
    for (const row of rows) ws.addRow(row.map((v) => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : typeof v === 'number' && !Number.isFinite(v) ? null : (v ?? null))));
    ws.columns.forEach((column, i) => (column.width = Math.min(40, Math.max(10, headers[i]?.length ?? 0) + 2)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
