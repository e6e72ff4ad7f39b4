import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApi, type TestApi } from '../harness';
import { isoDay, makeBond, makeCast } from './fixtures';

let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  api = await startTestApi();
  cast = await makeCast(api);
  const { tenant, landlord, property } = cast;
  await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id, bondAmount: 75_000 });
  await api.db.updateTable('user').set({ name: '=1+1, "TT" Tenant' } as any).where('id', '=', tenant.id).execute();
}, 120_000);
afterAll(() => api?.close());

const report = (query: string) => api.request({ method: 'POST', url: `/api/v1/users/downloadresource${query}`, token: cast.admin.token, payload: { from: isoDay(-1), to: isoDay(0) } });

describe('reports as Excel workbooks (?format=xlsx)', () => {
  it('hold the same table as the CSV, numbers as numbers and text as text', async () => {
    const res = await report('?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    const csv = (await report('')).body.trim().split('\r\n');
    expect(rows).toHaveLength(csv.length);
    expect(rows[0].join(',')).toBe(csv[0]);
    expect(rows[1]).toContain('=1+1, "TT" Tenant');
    expect(rows[1]).toContain(75_000);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});
