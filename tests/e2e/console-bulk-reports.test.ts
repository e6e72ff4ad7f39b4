import { readFile } from 'node:fs/promises';

import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

const saved = async (download: Promise<Download>) => {
  const file = await download;
  return { name: file.suggestedFilename(), data: await readFile((await file.path())!) };
};

async function workbook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as any);
  return book.worksheets[0];
}

async function landlordFile(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Landlords');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseAndUpload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const dialog = page.getByTestId('bulk-landlords-dialog');
  await dialog.getByTestId('bulk-landlords-input').setInputFiles({ name, mimeType, buffer });
  await expect.poll(() => dialog.getByTestId('bulk-landlords-file').textContent()).toBe(name);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

describe('console: bulk landlord upload and report files', () => {
  it("refuses a landlord file with one bad row (nothing saved, the row's error, the failed rows as a file), then adds a good one with invitations", async () => {
    const { context, page } = await e2e().signIn('admin');
    const db = e2e().db;
    await page.goto('/admin/home/users?type=landlord&page=2');
    await page.getByTestId('bulk-landlords-button').click();

    const bad =
      'Name,Email,Phone\r\nNisha Kapoor,nisha.bulk@nivaas.test,9811100001\r\nWrong Row,wrong-at-nivaas,9811100002\r\n';
    const dialog = await chooseAndUpload(page, 'landlords.csv', 'text/csv', Buffer.from(bad));
    await expect.poll(() => dialog.getByTestId('failed-row').count()).toBe(1);
    expect(await dialog.getByTestId('failed-row').textContent()).toContain('Email is not a valid email!');
    await expect.poll(() => page.getByText('upload failed', { exact: true }).count()).toBe(1);
    expect(
      await db
        .selectFrom('user')
        .select('id')
        .where('email', 'in', ['nisha.bulk@nivaas.test', 'wrong-at-nivaas'])
        .execute(),
    ).toHaveLength(0);
    const failed = await saved(
      Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Failed rows' }).click()]).then(
        ([d]) => d,
      ),
    );
    expect(failed.name).toBe('failed-rows.csv');
    expect(failed.data.toString('utf8').split('\r\n').slice(0, 2)).toEqual([
      'Name,Email,Phone,Error',
      'Wrong Row,wrong-at-nivaas,9811100002,Email is not a valid email!',
    ]);

    const good = await landlordFile([
      ['Name', 'Email', 'Phone'],
      ['Nisha Kapoor', 'nisha.bulk@nivaas.test', 9811100001],
      ['Arjun Bulk', 'arjun.bulk@nivaas.test', '98111 00002'],
    ]);
    await chooseAndUpload(
      page,
      'landlords.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      good,
    );
    await expect.poll(() => page.getByText('Uploaded Succesfully').count()).toBe(1);
    await expect.poll(() => page.getByTestId('bulk-landlords-dialog').count()).toBe(0);
    // Back on page 1 of the landlord list, the new landlords among its 10 rows (newest first).
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => page.getByText('nisha.bulk@nivaas.test').count()).toBe(1);
    const users = await db
      .selectFrom('user')
      .select(['email', 'userType', 'phone'])
      .where('email', 'in', ['nisha.bulk@nivaas.test', 'arjun.bulk@nivaas.test'])
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: 'arjun.bulk@nivaas.test', userType: 'landlord', phone: '919811100002' },
      { email: 'nisha.bulk@nivaas.test', userType: 'landlord', phone: '919811100001' },
    ]);
    const mails = await db
      .selectFrom('outbox_message')
      .select(['to', 'body'])
      .where('to', 'in', ['nisha.bulk@nivaas.test', 'arjun.bulk@nivaas.test'])
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toContain('/register?invite=');
    await context.close();
  });

  it('downloads each report as a workbook with date and number cells, and as CSV when chosen, each named for the report and its period', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/settings/downloadreport');
    const download = async (report: string, format?: 'CSV') => {
      const card = page.getByTestId(`report-${report}`);
      await card.getByLabel(/From Date/).fill('2020-01-01');
      await card.getByLabel(/To Date/).fill('2030-12-31');
      if (format) await card.getByLabel(format, { exact: true }).check();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download' }).click(),
      ]);
      return saved(Promise.resolve(file));
    };
    const typed = async (data: Buffer) => {
      const sheet = await workbook(data);
      const kinds = new Set<ExcelJS.ValueType>();
      sheet.eachRow((row, n) => n > 1 && row.eachCell((cell) => kinds.add(cell.type)));
      return {
        rows: sheet.rowCount - 1,
        date: kinds.has(ExcelJS.ValueType.Date),
        number: kinds.has(ExcelJS.ValueType.Number),
      };
    };

    const main = await download('main');
    expect(main.name).toBe('nivaas-bonds-purchased-2020-01-01-to-2030-12-31.xlsx');
    expect(await typed(main.data)).toMatchObject({ date: true, number: true });
    const users = await download('users');
    expect(users.name).toBe('nivaas-users-registered-2020-01-01-to-2030-12-31.xlsx');
    expect(await typed(users.data)).toMatchObject({ date: true, number: true });
    for (const [report, what] of [
      ['refund', 'refunds'],
      ['release', 'bonds-released-or-cancelled'],
    ]) {
      const file = await download(report);
      expect(file.name).toBe(`nivaas-${what}-2020-01-01-to-2030-12-31.xlsx`);
      const cells = await typed(file.data);
      if (cells.rows > 0) expect(cells).toMatchObject({ date: true, number: true });
    }
    const csv = await download('main', 'CSV');
    expect(csv.name).toBe('nivaas-bonds-purchased-2020-01-01-to-2030-12-31.csv');
    expect(csv.data.toString('utf8')).toMatch(/^Bond ID,Status,Tenant Name,/);
    await context.close();
  });
});
