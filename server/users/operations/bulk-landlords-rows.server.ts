import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import type { BulkLandlordRow } from '#generated/types/bulk-landlord-row.ts';
import { normalizeEmail } from '#server/auth/operations/normalize-email.ts';

import { fileError, type Grid } from './bulk-landlords-file.server.ts';

/**
 * The rows of a bulk landlord file, each checked with the generated validator of the bulk-landlord-row
 * schema (its messages), then against the other rows (an e-mail or phone given twice) and the accounts
 * that exist (an e-mail or phone already taken). Nothing is written here.
 */
export type Field = keyof BulkLandlordRow;
const FIELDS: Field[] = ['name', 'email', 'phone'];

/** Header names taken for each field, compared lower-case without spaces or punctuation. */
const HEADERS: Record<Field, string[]> = {
  name: ['name', 'fullname', 'landlordname', 'landlord'],
  email: ['email', 'emailaddress', 'emailid', 'mail'],
  phone: ['phone', 'phonenumber', 'phoneno', 'mobile', 'mobilenumber', 'mobileno', 'contactnumber'],
};
const TITLES: Record<Field, string> = { name: 'Name', email: 'Email', phone: 'Phone' };
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface CheckedRow {
  line: number;
  cells: string[];
  /** The row as the schema has it (phone as its 10 digits), once it passed. */
  data: BulkLandlordRow;
  /** Field → message; empty when the row is good. */
  errors: Partial<Record<Field, string>>;
}

/** The column of each field; a file without a Name or Email column is refused as a whole. */
export function columnsOf(headers: string[]): Partial<Record<Field, number>> {
  const keys = headers.map(headerKey);
  const columns: Partial<Record<Field, number>> = {};
  for (const field of FIELDS) {
    const at = keys.findIndex((k) => HEADERS[field].includes(k));
    if (at >= 0) columns[field] = at;
  }
  for (const field of ['name', 'email'] as const) {
    if (columns[field] === undefined)
      throw fileError(fillMessage(messages.bulkLandlords.missingColumn, { column: TITLES[field] }));
  }
  return columns;
}

/** 98765 43210, +91-98765-43210, 919876543210 and 09876543210 are all 9876543210; anything else is left for the schema to judge. */
export function tenDigits(phone: string): string {
  const digits = phone.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (/^91[0-9]{10}$/.test(digits) || /^0[0-9]{10}$/.test(digits)) return digits.slice(-10);
  return /^[0-9]+$/.test(digits) ? digits : phone;
}

function checkOne(line: number, cells: string[], columns: Partial<Record<Field, number>>): CheckedRow {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const at = columns[field];
    if (at !== undefined && cells[at])
      raw[field] = field === 'email' ? normalizeEmail(cells[at]) : field === 'phone' ? tenDigits(cells[at]) : cells[at];
  }
  const checked = validate('bulk-landlord-row', raw);
  return {
    line,
    cells,
    data: (checked.ok ? checked.value : raw) as BulkLandlordRow,
    errors: checked.ok ? {} : (checked.errors as CheckedRow['errors']),
  };
}

/** Marks the second and later rows that repeat an earlier row's e-mail or phone. */
function markRepeats(rows: CheckedRow[]): void {
  for (const field of ['email', 'phone'] as const) {
    const first = new Map<string, number>();
    for (const row of rows) {
      const value = row.data[field];
      if (!value || row.errors[field]) continue;
      const earlier = first.get(value);
      if (earlier !== undefined)
        row.errors[field] = fillMessage(messages.bulkLandlords.repeated, { label: TITLES[field], row: earlier });
      else first.set(value, row.line);
    }
  }
}

/** Marks rows whose e-mail or phone already belongs to an account ('Email already taken', 'Phone Number is Taken'). */
async function markTaken(db: Db, rows: CheckedRow[]): Promise<void> {
  const emails = rows.filter((r) => !r.errors.email).map((r) => r.data.email);
  const phones = rows.filter((r) => r.data.phone && !r.errors.phone).map((r) => `91${r.data.phone}`);
  const takenEmails = new Set(
    emails.length
      ? (await db.selectFrom('user').select('email').where('email', 'in', emails).execute()).map((u) => u.email)
      : [],
  );
  const takenPhones = new Set(
    phones.length
      ? (await db.selectFrom('user').select('phone').where('phone', 'in', phones).execute()).map((u) => u.phone)
      : [],
  );
  for (const row of rows) {
    if (!row.errors.email && takenEmails.has(row.data.email)) row.errors.email = messages.auth.emailTaken;
    if (row.data.phone && !row.errors.phone && takenPhones.has(`91${row.data.phone}`))
      row.errors.phone = messages.phone.taken;
  }
}

/** Every row of the grid, checked; the ones with errors are those to report. */
export async function checkLandlordRows(db: Db, grid: Grid): Promise<CheckedRow[]> {
  const columns = columnsOf(grid.headers);
  const rows = grid.rows.map((r) => checkOne(r.line, r.cells, columns));
  markRepeats(rows);
  await markTaken(db, rows);
  return rows;
}
