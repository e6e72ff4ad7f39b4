import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isoDay, makeBond, makeCast } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  api = await startTestApi();
  cast = await makeCast(api);
  const { tenant, landlord, property } = cast;
  const active = await makeBond(api, {
    tenantId: tenant.id,
    landlordId: landlord.id,
    propertyId: property.id,
    bondAmount: 1_234_567.5,
    bondFee: 4_200,
    checkinDate: isoDay(-3),
    bondEffectiveDate: '2026-01-15',
  });
  await api.db
    .updateTable('bond')
    .set({ createdAt: '2026-02-03T04:05:06.000Z' } as any)
    .where('id', '=', active.id)
    .execute();
  const released = await makeBond(api, {
    tenantId: tenant.id,
    landlordId: landlord.id,
    propertyId: property.id,
    status: 'Released',
  });
  await api.db
    .updateTable('bond')
    .set({ releaseDate: isoDay(-1) } as any)
    .where('id', '=', released.id)
    .execute();
  const cancelled = await makeBond(api, {
    tenantId: tenant.id,
    landlordId: landlord.id,
    propertyId: property.id,
    status: 'Cancelled',
    checkinDate: isoDay(-1),
    bondEffectiveDate: isoDay(-1),
  });
  await api.db
    .insertInto('bond_request')
    .values({
      type: 'cancel',
      status: 'accepted',
      bondId: cancelled.id,
      userId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      refundType: 'wallet',
    } as any)
    .execute();
  await api.db
    .updateTable('user')
    .set({ name: '=1+1, "TT" Tenant' } as any)
    .where('id', '=', tenant.id)
    .execute();
}, 120_000);
afterAll(() => api?.close());

const range = { from: '2026-01-01', to: isoDay(0) };
/** The RFC 6266 header of a report file named for what it holds and the period asked. */
const disposition = (what: string, ext: string) => {
  const name = `nivaas-${what}-${range.from}-to-${range.to}.${ext}`;
  return `attachment; filename="${name}"; filename*=UTF-8''${name}`;
};
const post = (path: string, body: object, query = '') =>
  api.request({
    method: 'POST',
    url: `/api/v1${path}${query}`,
    token: cast.admin.token,
    payload: { ...range, ...body },
  });

async function workbook(res: { rawPayload: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as any);
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  /** The cell under `header` in the row whose cells include `marker`. */
  const cell = (marker: unknown, header: string) => {
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => (r.values as unknown[]).includes(marker))!;
    return row.getCell(headers.indexOf(header) + 1);
  };
  return { sheet, headers, cell };
}

describe('report files', () => {
  it('main report as an xlsx named for it and its period: dates as date cells, amounts as number cells with their format, text as text', async () => {
    const res = await post('/users/downloadresource', { format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(disposition('bonds-purchased', 'xlsx'));
    const { sheet, cell } = await workbook(res);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const effective = cell(1_234_567.5, 'Effective Date');
    expect(effective.type).toBe(ExcelJS.ValueType.Date);
    expect(effective.value).toEqual(new Date('2026-01-15T00:00:00Z'));
    expect(effective.numFmt).toBe('dd/mm/yyyy');
    const purchased = cell(1_234_567.5, 'Purchased On');
    expect(purchased.type).toBe(ExcelJS.ValueType.Date);
    expect(purchased.value).toEqual(new Date('2026-02-03T04:05:06Z'));
    const value = cell(1_234_567.5, 'Bond Value');
    expect(value.type).toBe(ExcelJS.ValueType.Number);
    expect(value.numFmt).toContain('##,##0.00');
    expect(cell(1_234_567.5, 'Tenure (years)').type).toBe(ExcelJS.ValueType.Number);
    expect(cell(1_234_567.5, 'Tenant Name').value).toBe('=1+1, "TT" Tenant');
    expect(cell(1_234_567.5, 'Check-out Date').value).toBeNull();
  });

  it('the same table as CSV: days as YYYY-MM-DD, moments as YYYY-MM-DD HH:mm:ss, formulas guarded', async () => {
    const res = await post('/users/downloadresource', { format: 'csv' });
    expect(res.headers['content-disposition']).toBe(disposition('bonds-purchased', 'csv'));
    const line = res.body.split('\r\n').find((l) => l.includes('1234567.5'))!;
    expect(line).toContain(`"'=1+1, ""TT"" Tenant"`);
    expect(line).toContain(',1234567.5,4200,1,2026-01-15,');
    expect(line.endsWith(',2026-02-03 04:05:06')).toBe(true);
    // Without a format the answer stays CSV; ?format=xlsx still asks for the workbook.
    expect((await post('/users/downloadresource', {})).headers['content-disposition']).toBe(
      disposition('bonds-purchased', 'csv'),
    );
    expect((await post('/users/downloadresource', {}, '?format=xlsx')).headers['content-disposition']).toBe(
      disposition('bonds-purchased', 'xlsx'),
    );
  });

  it('users report as an xlsx with its registration moment as a date cell', async () => {
    const res = await post('/users/downloadresource/users', { format: 'xlsx' });
    expect(res.headers['content-disposition']).toBe(disposition('users-registered', 'xlsx'));
    const { headers, cell } = await workbook(res);
    expect(headers.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'User Type']);
    const registered = cell(cast.landlord.email, 'Registered On');
    expect(registered.type).toBe(ExcelJS.ValueType.Date);
    expect(registered.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(cell(cast.landlord.email, 'Bonds').type).toBe(ExcelJS.ValueType.Number);
    // Picked by the main report's body too.
    expect(
      (await post('/users/downloadresource', { format: 'xlsx', report: 'users' })).headers['content-disposition'],
    ).toBe(disposition('users-registered', 'xlsx'));
  });

  it('release/cancel and refund reports as xlsx files with typed days and amounts', async () => {
    const release = await workbook(await post('/users/downloadresource/release', { format: 'xlsx' }));
    const releasedOn = release.cell('Released', 'Released On');
    expect(releasedOn.type).toBe(ExcelJS.ValueType.Date);
    expect(releasedOn.value).toEqual(new Date(`${isoDay(-1)}T00:00:00Z`));
    expect(release.cell('Cancelled', 'Cancelled On').type).toBe(ExcelJS.ValueType.Date);
    const refundRes = await post('/users/downloadrefund', { format: 'xlsx' });
    expect(refundRes.headers['content-disposition']).toBe(disposition('refunds', 'xlsx'));
    const refund = await workbook(refundRes);
    expect(refund.cell('wallet', 'Refund Amount').type).toBe(ExcelJS.ValueType.Number);
    expect(refund.cell('wallet', 'Accepted On').type).toBe(ExcelJS.ValueType.Date);
    expect(refund.cell('wallet', 'Full Refund').value).toBe('Yes');
  });

  it("refuses an unknown format with the schema's message", async () => {
    const res = await post('/users/downloadresource', { format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.format).toBeDefined();
  });
});
