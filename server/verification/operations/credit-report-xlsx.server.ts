import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { messages } from '#generated/messages.ts';
import type { AccountLine, CreditReport, Enquiry } from '#generated/types/credit-report.ts';
import type { Cell } from '#server/reports/operations/csv.ts';
import { toXlsxSheets } from '#server/reports/operations/xlsx.ts';

/**
 * GET /idcra/getrawdata/{id}: a stored credit report as the bureau's raw data, a workbook of three sheets
 * (the report with its accounts summary, every account line with its days past due by month, the
 * enquiries). Column names are the schema's field titles, so the workbook says what the console shows.
 */
type Titled = { title?: string; properties?: Record<string, Titled>; definitions?: Record<string, Titled> };

let schema: Titled | undefined;
const titles = (node: Titled | undefined) =>
  Object.fromEntries(Object.entries(node?.properties ?? {}).map(([k, p]) => [k, p.title ?? k]));
function schemaTitles() {
  schema ??= JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../generated/schemas/credit-report.json'), 'utf8'),
  ) as Titled;
  return {
    report: titles(schema),
    summary: titles(schema.properties?.summary),
    account: titles(schema.definitions?.accountLine),
    enquiry: titles(schema.definitions?.enquiry),
  };
}

const ACCOUNT_COLUMNS = [
  'accountType',
  'lender',
  'accountNumber',
  'ownership',
  'status',
  'openedOn',
  'closedOn',
  'sanctionedAmount',
  'currentBalance',
  'amountOverdue',
  'paymentHistory',
] as const;
const ENQUIRY_COLUMNS = ['date', 'member', 'purpose', 'amount'] as const;

/** Days past due by month as a bureau prints them: three digits a month, the latest first ("000 030 060"). */
const dpdLine = (history: number[] | undefined) => (history ?? []).map((d) => String(d).padStart(3, '0')).join(' ');

export async function creditReportWorkbook(report: CreditReport): Promise<Buffer> {
  const t = schemaTitles();
  const summary = report.summary as unknown as Record<string, Cell | string[]>;
  const reportRows: Cell[][] = [
    [t.report.reportId, report.reportId],
    [t.report.bureau, report.bureau],
    [t.report.fetchedAt, report.fetchedAt],
    [t.report.name, report.name],
    [t.report.pan, report.pan],
    [t.report.score, report.score ?? messages.verification.creditNoHistory],
    ...Object.keys(t.summary).map((k): Cell[] => [
      t.summary[k],
      Array.isArray(summary[k]) ? (summary[k] as string[]).join(', ') : (summary[k] as Cell),
    ]),
  ];
  const accountRows = (report.accounts as AccountLine[]).map((a) =>
    ACCOUNT_COLUMNS.map((k): Cell => (k === 'paymentHistory' ? dpdLine(a.paymentHistory) : a[k])),
  );
  const enquiryRows = (report.enquiries as Enquiry[]).map((e) => ENQUIRY_COLUMNS.map((k): Cell => e[k]));
  return toXlsxSheets([
    { name: 'Report', headers: ['Field', 'Value'], rows: reportRows },
    { name: 'Accounts', headers: ACCOUNT_COLUMNS.map((k) => t.account[k]), rows: accountRows },
    { name: 'Enquiries', headers: ENQUIRY_COLUMNS.map((k) => t.enquiry[k]), rows: enquiryRows },
  ]);
}
