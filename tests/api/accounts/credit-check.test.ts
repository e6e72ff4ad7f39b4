import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { buildApp } from '#server/app.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeProfile, makeReadyTenant, makeStaffRoles, type TestUser } from './fixtures.ts';

/**
 * The IDCRA credit check on the development bureau (decisions 027, 039): GET /idcra?userId= reads the stored report
 * and never asks the bureau; POST /idcra?userId= pulls one, for staff who may approve eligibility only; the raw data
 * workbook, the 422 without a PAN, the 503 of a production server without a bureau, and the credit report's part in
 * the full eligibility check. Bureau requests are counted as stored reports (each pull stores one).
 */
let api: TestApi;
let production: TestApi['app'];
let admin: TestUser,
  underwriter: TestUser,
  officer: TestUser,
  staff: TestUser,
  financeHead: TestUser,
  landlord: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  production = await buildApp({ handle: api.handle, config: { ...api.config, production: true } });
  await makeStaffRoles(api);
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  underwriter = await makeUser(api, { userType: 'internal', role: 'underwriter' });
  officer = await makeUser(api, { userType: 'internal', role: 'eligibilityOfficer' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
  financeHead = await makeUser(api, { userType: 'internal', role: 'financeHead' });
  landlord = await makeUser(api, { userType: 'landlord' });
}, 120_000);
afterAll(async () => {
  await production?.close();
  await api?.close();
});

const get = (url: string, token?: string) => api.request({ method: 'GET', url, token });
const idcra = (userId: string, token?: string) => get(`/api/v1/idcra?userId=${userId}`, token);
const pull = (userId: string, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1/idcra?userId=${userId}`, token });
const stored = (userId: string) =>
  api.db.selectFrom('credit_report').selectAll().where('userId', '=', userId).execute();

/** A tenant whose profile carries `pan` (a PAN's last letter picks the development bureau's borrower). */
async function tenantWithPan(pan: string, income = 60_000) {
  const tenant = await makeReadyTenant(api, income);
  await api.db.updateTable('profile').set({ pan }).where('userId', '=', tenant.id).execute();
  return tenant;
}

async function workbookOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as any);
  return book;
}

describe('GET /api/v1/idcra: the stored report, never a pull', () => {
  it('asks no bureau, whoever reads: none pulled is a 404 with a clear message, and nothing is stored', async () => {
    const tenant = await makeReadyTenant(api);
    for (const who of [tenant, staff, financeHead, underwriter, admin]) {
      const res = await idcra(tenant.id, who.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'no_credit_report', message: messages.verification.creditNoReport });
    }
    expect((await get('/api/v1/idcra', tenant.token)).json().code).toBe('no_credit_report');
    expect(await stored(tenant.id)).toHaveLength(0);
  });

  it('answers the latest stored report however old, to the tenant and to any staff, and never pulls a newer one', async () => {
    const tenant = await makeReadyTenant(api);
    const pulled = (await pull(tenant.id, underwriter.token)).json();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await api.db.updateTable('credit_report').set({ fetchedAt: threeDaysAgo }).where('id', '=', pulled.id).execute();
    for (const who of [tenant, staff, financeHead, admin]) {
      const res = await idcra(tenant.id, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: pulled.id, reportId: pulled.reportId, fetchedAt: threeDaysAgo });
    }
    expect(await stored(tenant.id)).toHaveLength(1);
  });

  it('keeps other people out: another tenant and a landlord get 404, a visitor 401', async () => {
    const tenant = await makeReadyTenant(api);
    await pull(tenant.id, admin.token);
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await idcra(tenant.id, other.token)).statusCode).toBe(404);
    expect((await idcra(tenant.id, landlord.token)).statusCode).toBe(404);
    expect((await idcra(tenant.id)).statusCode).toBe(401);
    expect((await idcra(landlord.id, admin.token)).statusCode).toBe(404);
    // The generic routes follow the same rule: the tenant lists their own reports, another tenant none.
    const [report] = await stored(tenant.id);
    expect((await get('/api/v1/credit-report', tenant.token)).json().results.map((r: any) => r.id)).toEqual([
      report.id,
    ]);
    expect((await get(`/api/v1/credit-report/${report.id}`, other.token)).statusCode).toBe(404);
  });

  it('reads the stored report on a production server without a bureau (no 503 for a read)', async () => {
    const tenant = await makeReadyTenant(api);
    const none = await production.inject({
      method: 'GET',
      url: `/api/v1/idcra?userId=${tenant.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([none.statusCode, none.json().code]).toEqual([404, 'no_credit_report']);
    const { id } = (await pull(tenant.id, admin.token)).json();
    const read = await production.inject({
      method: 'GET',
      url: `/api/v1/idcra?userId=${tenant.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([read.statusCode, read.json().id]).toEqual([200, id]);
  });
});

describe('POST /api/v1/idcra: a pull, for staff who may approve eligibility', () => {
  it("pulls the tenant's report from the bureau (201) and stores it; the same day answers that report (200) without asking again", async () => {
    const tenant = await makeReadyTenant(api);
    const res = await pull(tenant.id, underwriter.token);
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({
      userId: tenant.id,
      pan: 'ABCDE1234F',
      bureau: expect.any(String),
      reportId: expect.stringMatching(/^DEV-\d{8}-/),
    });
    expect(report.score).toBeGreaterThanOrEqual(650);
    expect(report.score).toBeLessThanOrEqual(900);
    expect(Date.now() - Date.parse(report.fetchedAt)).toBeLessThan(60_000);
    expect(report.summary).toMatchObject({
      totalAccounts: report.accounts.length,
      activeAccounts: expect.any(Number),
      overdueAccounts: expect.any(Number),
      overdueAmount: expect.any(Number),
      enquiriesLast6Months: expect.any(Number),
      dpdFlags: expect.any(Array),
    });
    expect(report.accounts.length).toBeGreaterThan(0);
    expect(report.accounts[0]).toMatchObject({
      accountType: expect.any(String),
      lender: expect.any(String),
      status: expect.any(String),
      openedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const again = await pull(tenant.id, admin.token);
    expect([again.statusCode, again.json().id]).toEqual([200, report.id]);
    expect(await stored(tenant.id)).toHaveLength(1);
    // A report of an earlier day is not today's: an explicit pull asks the bureau again.
    await api.db
      .updateTable('credit_report')
      .set({ fetchedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('id', '=', report.id)
      .execute();
    const fresh = await pull(tenant.id, officer.token);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(report.id);
    expect((await idcra(tenant.id, staff.token)).json().id).toBe(fresh.json().id);
    expect(await stored(tenant.id)).toHaveLength(2);
  });

  it('is refused to staff without approval rights, the tenant, a landlord (403) and a visitor (401), pulling nothing', async () => {
    const tenant = await makeReadyTenant(api);
    for (const who of [staff, financeHead]) {
      const res = await pull(tenant.id, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.verification.cannotPullCredit);
    }
    for (const who of [tenant, landlord]) {
      const res = await pull(tenant.id, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.accounts.staffOnly);
    }
    expect((await pull(tenant.id)).statusCode).toBe(401);
    expect(await stored(tenant.id)).toHaveLength(0);
    // Approvers: an underwriter, an admin, a role with update permission on eligibility.
    expect((await pull(tenant.id, officer.token)).statusCode).toBe(201);
    expect((await pull(landlord.id, admin.token)).statusCode).toBe(404);
  });

  it('gives the same PAN the same report, and a poor history to a PAN ending in W, X or Y', async () => {
    const [a, b] = [await tenantWithPan('KLMPS4821D'), await tenantWithPan('KLMPS4821D')];
    const [ra, rb] = [(await pull(a.id, admin.token)).json(), (await pull(b.id, admin.token)).json()];
    expect(ra.reportId).not.toBe(rb.reportId);
    expect([rb.score, rb.summary, rb.accounts, rb.enquiries]).toEqual([
      ra.score,
      ra.summary,
      ra.accounts,
      ra.enquiries,
    ]);
    const poor = await tenantWithPan('KLMPS4821X');
    const low = (await pull(poor.id, admin.token)).json();
    expect(low.score).toBeLessThan(650);
    expect(low.summary.overdueAccounts).toBeGreaterThan(0);
    expect(low.summary.overdueAmount).toBeGreaterThan(0);
    expect(low.summary.dpdFlags.some((f: string) => /DPD in 12 months/.test(f))).toBe(true);
    const fresh = await tenantWithPan('KLMPS4821Z');
    const none = (await pull(fresh.id, admin.token)).json();
    expect(none.score).toBeUndefined();
    expect(none.summary).toMatchObject({ totalAccounts: 0, overdueAccounts: 0, dpdFlags: [] });
  });

  it('answers 422 with a clear message when the tenant has no PAN, and uses the number of an uploaded PAN card', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    await makeProfile(api, tenant.id, 'tenant');
    const res = await pull(tenant.id, admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'pan_missing',
      message: messages.verification.creditNoPan,
      errors: { pan: messages.verification.creditNoPan },
    });
    await api.db
      .insertInto('document')
      .values({ userId: tenant.id, docType: 'PAN', docId: 'pqrpk7788m', docUrl: '/uploads/pan.pdf' } as any)
      .execute();
    const withCard = await pull(tenant.id, admin.token);
    expect([withCard.statusCode, withCard.json().pan]).toEqual([201, 'PQRPK7788M']);
  });

  it('cannot be written through the generic routes: the server alone stores reports', async () => {
    const tenant = await makeReadyTenant(api);
    const created = await api.request({
      method: 'POST',
      url: '/api/admin/credit-report',
      token: admin.token,
      payload: {
        userId: tenant.id,
        score: 900,
        bureau: 'Me',
        reportId: 'FAKE-1',
        pan: 'ABCDE1234F',
        fetchedAt: new Date().toISOString(),
        summary: {},
        accounts: [],
        enquiries: [],
      },
    });
    expect([created.statusCode, created.json().message]).toEqual([
      403,
      messages.request.readOnlyRecords.replace('{title}', 'Credit Report'),
    ]);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/credit-report', token: admin.token, payload: {} })).statusCode,
    ).toBe(404);
    expect(await stored(tenant.id)).toHaveLength(0);
  });

  it('answers 503 provider_unavailable on a production server without a bureau', async () => {
    const tenant = await makeReadyTenant(api);
    const res = await production.inject({
      method: 'POST',
      url: `/api/v1/idcra?userId=${tenant.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'provider_unavailable', message: 'Credit check (IDCRA) is not configured' });
    expect((await production.inject({ method: 'POST', url: `/api/v1/idcra?userId=${tenant.id}` })).statusCode).toBe(
      401,
    );
    expect(await stored(tenant.id)).toHaveLength(0);
  });
});

describe('GET /api/v1/idcra/getrawdata/{id}', () => {
  it('downloads the report as a workbook that opens: the report and summary, the accounts, the enquiries', async () => {
    const tenant = await tenantWithPan('KLMPS4821X');
    const report = (await pull(tenant.id, admin.token)).json();
    const res = await get(`/api/v1/idcra/getrawdata/${report.id}`, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-report-${report.reportId}.xlsx"`);
    const book = await workbookOf(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Report', 'Accounts', 'Enquiries']);
    const fields = new Map<string, unknown>();
    book
      .getWorksheet('Report')!
      .eachRow((row, n) => n > 1 && fields.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(fields.get('Report Number')).toBe(report.reportId);
    expect(fields.get('Credit Score')).toBe(report.score);
    expect(fields.get('Overdue Amount')).toBe(report.summary.overdueAmount);
    expect(fields.get('Flags')).toBe(report.summary.dpdFlags.join(', '));
    const accounts = book.getWorksheet('Accounts')!;
    expect(accounts.getRow(1).getCell(1).value).toBe('Account Type');
    expect(accounts.rowCount).toBe(report.accounts.length + 1);
    expect(accounts.getRow(2).getCell(2).value).toBe(report.accounts[0].lender);
    expect(book.getWorksheet('Enquiries')!.rowCount).toBe(report.enquiries.length + 1);
    expect(await stored(tenant.id)).toHaveLength(1);
  });

  it("is the tenant's own and staff's: another tenant gets 404, a visitor 401", async () => {
    const tenant = await makeReadyTenant(api);
    const other = await makeUser(api, { userType: 'tenant' });
    const { id } = (await pull(tenant.id, underwriter.token)).json();
    expect((await get(`/api/v1/idcra/getrawdata/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/idcra/getrawdata/${id}`, landlord.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/idcra/getrawdata/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/idcra/getrawdata/${id}`, staff.token)).statusCode).toBe(200);
    expect((await get(`/api/v1/idcra/getrawdata/${id}`, tenant.token)).statusCode).toBe(200);
    expect((await get('/api/v1/idcra/getrawdata/not-an-id', tenant.token)).statusCode).toBe(404);
  });
});

describe('the credit report in the full eligibility check', () => {
  it('refuses a low score with its reason, and leaves the basic check alone', async () => {
    const tenant = await tenantWithPan('KLMPS4821X');
    const basic = await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, tenant.token);
    expect(basic.json()).toMatchObject({ status: 'basiceligible', maxEligibilityAmount: 90_000 });
    const full = await get(`/api/v1/eligibility/check/${tenant.id}`, tenant.token);
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.creditScore).toBe('Credit score is below the minimum of 650');
    const row = await api.db
      .selectFrom('eligibility')
      .select(['status', 'reasonOfIneligibility'])
      .where('userId', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'ineligible',
      reasonOfIneligibility: expect.arrayContaining(['Credit score is below the minimum of 650']),
    });
    expect(await stored(tenant.id)).toHaveLength(1);
  });

  it('passes a good score and a tenant new to credit at the full amount', async () => {
    for (const pan of ['KLMPS4821D', 'KLMPS4821Z']) {
      const tenant = await tenantWithPan(pan);
      const res = await get(`/api/v1/eligibility/check/${tenant.id}`, tenant.token);
      expect(res.json(), pan).toMatchObject({ status: 'eligible', maxEligibilityAmount: 150_000 });
      expect(await stored(tenant.id)).toHaveLength(1);
    }
  });

  it('does not ask the bureau before the rest of the check passes', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    await makeProfile(api, tenant.id, 'tenant', { pan: 'KLMPS4821X' });
    expect(
      (await get(`/api/v1/eligibility/check/${tenant.id}`, tenant.token)).json().errors.creditScore,
    ).toBeUndefined();
    expect(await stored(tenant.id)).toHaveLength(0);
  });

  it('runs without the credit report on a production server without a bureau', async () => {
    const tenant = await tenantWithPan('KLMPS4821X');
    const res = await production.inject({
      method: 'GET',
      url: `/api/v1/eligibility/check/${tenant.id}`,
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect(res.json()).toMatchObject({ status: 'eligible', maxEligibilityAmount: 150_000 });
    expect(await stored(tenant.id)).toHaveLength(0);
  });
});

describe('who makes a full check pull a credit report', () => {
  it('an approver running the check pulls it; staff without approval rights are refused before anything is asked', async () => {
    const tenant = await tenantWithPan('KLMPS4821D');
    const refused = await get(`/api/v1/eligibility/check/${tenant.id}`, staff.token);
    expect(refused.statusCode).toBe(403);
    expect(await stored(tenant.id)).toHaveLength(0);
    expect(
      await api.db.selectFrom('eligibility').select('id').where('userId', '=', tenant.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await get(`/api/v1/eligibility/check/${tenant.id}`, underwriter.token)).json()).toMatchObject({
      status: 'eligible',
    });
    expect(await stored(tenant.id)).toHaveLength(1);
  });
});
