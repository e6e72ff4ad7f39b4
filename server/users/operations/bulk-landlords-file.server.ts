import { BULK_LANDLORD_FILE_MAX_BYTES } from '#client/bulk-landlord-file.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

/**
 * A bulk landlord file read into a grid of text: checked by its name and its content (an XLSX file is
 * a ZIP archive that exceljs opens; a CSV file is UTF-8 text without binary bytes, read by csv-parse),
 * and by its size, before any row is looked at.
 */
export type FileKind = 'csv' | 'xlsx';

export interface GridRow {
  /** The row's number in the file (the header is row 1), as a spreadsheet shows it. */
  line: number;
  cells: string[];
}

export interface Grid {
  kind: FileKind;
  headers: string[];
  rows: GridRow[];
}

/** The most landlords in one file (the largest file taken is BULK_LANDLORD_FILE_MAX_BYTES). */
export const MAX_ROWS = 1000;

const M = messages.bulkLandlords;
export const fileError = (message: string, status = 400) =>
  new ApiError(status, status === 413 ? 'file_too_large' : 'invalid_file', message, { file: message });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (data: Buffer) => ZIP.every((b, i) => data[i] === b);

/** The file's bytes from its base64 text (a data: URL prefix is allowed), or a refusal. */
export function decodeFile(base64: string): Buffer {
  const text = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
    throw fileError(fillMessage(M.unreadable, { kind: 'base64' }));
  const data = Buffer.from(text, 'base64');
  if (data.length > BULK_LANDLORD_FILE_MAX_BYTES) throw fileError(messages.upload.fileTooLarge, 413);
  return data;
}

/** What the file is, by its name, then confirmed by its content. */
export function kindOf(fileName: string, data: Buffer): FileKind {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const declared: FileKind | undefined = ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'xlsx' : undefined;
  if (!declared || (declared === 'xlsx') !== isZip(data)) throw fileError(M.fileType);
  return declared;
}

const blank = (cells: string[]) => cells.every((c) => !c.trim());

/** The grid of a CSV file: UTF-8 (a BOM is dropped), comma-separated, quoted as RFC 4180 says. */
async function csvGrid(data: Buffer): Promise<string[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError(M.fileType);
  }
  if (text.includes('\u0000')) throw fileError(M.fileType);
  const { parse } = await import('csv-parse/sync');
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (e) {
    throw fileError(`${fillMessage(M.unreadable, { kind: 'CSV' })}: ${(e as Error).message}`);
  }
}

/** The grid of an XLSX file's first sheet, each cell as the text it shows (a number as its digits, a link as its text). */
async function xlsxGrid(data: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileError(fillMessage(M.unreadable, { kind: 'XLSX' }));
  }
  const sheet = book.worksheets[0];
  const grid: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cell.text ?? ''));
    grid[line - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(grid, (r) => r ?? []);
}

/**
 * The file as a header row and numbered rows of trimmed text; empty rows are left out (numbering keeps
 * counting them). No rows, or more than MAX_ROWS, is refused.
 */
export async function readLandlordFile(fileName: string, base64: string): Promise<Grid> {
  const data = decodeFile(base64);
  const kind = kindOf(fileName, data);
  const grid = (kind === 'csv' ? await csvGrid(data) : await xlsxGrid(data)).map((r) =>
    r.map((c) => String(c ?? '').trim()),
  );
  const headerAt = grid.findIndex((r) => !blank(r));
  if (headerAt < 0) throw fileError(M.noRows);
  const rows = grid
    .map((cells, i) => ({ line: i + 1, cells }))
    .slice(headerAt + 1)
    .filter((r) => !blank(r.cells));
  if (!rows.length) throw fileError(M.noRows);
  if (rows.length > MAX_ROWS) throw fileError(fillMessage(M.tooManyRows, { max: MAX_ROWS }));
  return { kind, headers: grid[headerAt], rows };
}
