import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeProfile, makeStaffRoles, type TestUser } from './fixtures.ts';

let api: TestApi;
let tenant: TestUser, otherTenant: TestUser, landlord: TestUser, admin: TestUser, staff: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  tenant = await makeUser(api, { userType: 'tenant' });
  otherTenant = await makeUser(api, { userType: 'tenant' });
  landlord = await makeUser(api, { userType: 'landlord' });
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
  await makeProfile(api, tenant.id, 'tenant');
}, 60_000);
afterAll(() => api?.close());

const add = (payload: unknown, token?: string) =>
  api.request({ method: 'POST', url: '/api/v1/profile/tenant/coapplicant/add', payload: payload as any, token });
const upload = (payload: unknown, token?: string) =>
  api.request({ method: 'POST', url: '/api/v1/users/upload/docs', payload: payload as any, token });
const coApplicant = {
  name: 'Suresh Kulkarni',
  relation: 'father',
  dob: '1968-04-02',
  employment: 'Self Employed',
  monthlyIncome: 90000,
  additionalMonthlyIncome: 0,
};

describe('POST /api/v1/profile/tenant/coapplicant/add', () => {
  it("adds a co-applicant to the calling tenant and lists it on the tenant's profile", async () => {
    const res = await add(coApplicant, tenant.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...coApplicant, tenantId: tenant.id });
    const profile = (await api.request({ method: 'GET', url: '/api/v1/profile/tenant', token: tenant.token })).json();
    expect(profile.coApplicants).toEqual([expect.objectContaining({ id: res.json().id, name: 'Suresh Kulkarni' })]);
    const stored = await api.db
      .selectFrom('profile')
      .select('coApplicants')
      .where('userId', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(stored.coApplicants).toEqual([res.json().id]);
  });

  it("drops the date of birth when the relation is 'none'", async () => {
    const res = await add({ ...coApplicant, name: 'Kiran', relation: 'none' }, tenant.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().dob).toBeUndefined();
    const row = await api.db
      .selectFrom('co_applicant')
      .select('dob')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.dob).toBeNull();
  });

  it("validates with the co-applicant schema's messages", async () => {
    const res = await add({ relation: 'neighbour' }, tenant.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: 'Name is required!', relation: expect.any(String) });
  });

  it('refuses a tenant adding to another tenant, a landlord, staff without create permission and visitors', async () => {
    expect((await add({ ...coApplicant, tenantId: otherTenant.id }, tenant.token)).statusCode).toBe(403);
    expect((await add(coApplicant, landlord.token)).statusCode).toBe(403);
    expect((await add({ ...coApplicant, tenantId: tenant.id }, staff.token)).statusCode).toBe(403);
    expect((await add(coApplicant)).statusCode).toBe(401);
    const count = await api.db.selectFrom('co_applicant').select('id').where('tenantId', '=', otherTenant.id).execute();
    expect(count).toEqual([]);
  });

  it('lets an admin add one for a tenant they name, but not for a landlord', async () => {
    const res = await add({ ...coApplicant, tenantId: otherTenant.id }, admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().tenantId).toBe(otherTenant.id);
    expect((await add({ ...coApplicant, tenantId: landlord.id }, admin.token)).statusCode).toBe(400);
    expect((await add(coApplicant, admin.token)).json().errors).toEqual({ tenantId: 'Tenant is required!' });
  });
});

describe('POST /api/v1/users/upload/docs', () => {
  const doc = {
    docType: 'SALARY_SLIP',
    docId: 'SAL-1',
    metadata: 'March salary slip',
    file: '/uploads/documents/slip.pdf',
  };

  it("stores a tenant's own documents, unverified", async () => {
    const res = await upload(
      { userId: tenant.id, docs: [doc, { ...doc, docType: 'BANK_STATEMENT', docId: 'ST-9' }] },
      tenant.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        userId: tenant.id,
        docType: 'SALARY_SLIP',
        docUrl: '/uploads/documents/slip.pdf',
        isVerified: false,
      }),
      expect.objectContaining({ docType: 'BANK_STATEMENT' }),
    ]);
  });

  it("answers 'Upload document' when the file is missing and saves none of the batch", async () => {
    const res = await upload(
      {
        userId: tenant.id,
        docs: [
          { ...doc, docId: 'SAL-2' },
          { docType: 'ITR', docId: 'ITR-1', metadata: 'FY24' },
        ],
      },
      tenant.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'docs.1.file': 'Upload document' });
    expect(await api.db.selectFrom('document').select('id').where('docId', '=', 'SAL-2').execute()).toEqual([]);
  });

  it('keeps PAN and ADHAAR for internal users', async () => {
    const pan = { ...doc, docType: 'PAN', docId: 'ABCDE1234F' };
    expect((await upload({ userId: tenant.id, docs: [pan] }, tenant.token)).statusCode).toBe(403);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/document',
          token: tenant.token,
          payload: { userId: tenant.id, docType: 'ADHAAR', docUrl: '/x.pdf' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await upload({ userId: tenant.id, docs: [pan] }, admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0].docType).toBe('PAN');
  });

  it("refuses another user's documents to a tenant and to staff without create permission", async () => {
    expect((await upload({ userId: otherTenant.id, docs: [doc] }, tenant.token)).statusCode).toBe(403);
    expect((await upload({ userId: tenant.id, docs: [doc] }, staff.token)).statusCode).toBe(403);
    expect((await upload({ userId: tenant.id, docs: [doc] })).statusCode).toBe(401);
    expect((await upload({ userId: 'x', docs: [doc] }, tenant.token)).statusCode).toBe(400);
  });
});
