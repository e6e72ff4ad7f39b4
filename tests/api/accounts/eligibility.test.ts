import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import {
  makeCoApplicant,
  makeEligibility,
  makeProfile,
  makeReadyTenant,
  makeStaffRoles,
  type TestUser,
} from './fixtures.ts';

let api: TestApi;
let admin: TestUser,
  underwriter: TestUser,
  officer: TestUser,
  staff: TestUser,
  financeHead: TestUser,
  landlord: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  admin = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Anita Admin' });
  underwriter = await makeUser(api, { userType: 'internal', role: 'underwriter', name: 'Uday Underwriter' });
  officer = await makeUser(api, { userType: 'internal', role: 'eligibilityOfficer', name: 'Olga Officer' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff', name: 'Sam Staff' });
  financeHead = await makeUser(api, { userType: 'internal', role: 'financeHead' });
  landlord = await makeUser(api, { userType: 'landlord' });
}, 60_000);
afterAll(() => api?.close());

const get = (url: string, token?: string) => api.request({ method: 'GET', url, token });
const stored = (userId: string) =>
  api.db.selectFrom('eligibility').selectAll().where('userId', '=', userId).executeTakeFirst();

describe('GET /api/v1/eligibility/check and /basiccheck/{userId}', () => {
  it('finds a salaried, verified tenant eligible for 2.5 × monthly income and records it', async () => {
    const tenant = await makeReadyTenant(api, 60_000);
    const res = await get(`/api/v1/eligibility/check/${tenant.id}`, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: tenant.id, status: 'eligible', maxEligibilityAmount: 150_000 });
    expect(await stored(tenant.id)).toMatchObject({ status: 'eligible', maxEligibilityAmount: 150_000 });
    const profile = await api.db
      .selectFrom('profile')
      .select('maxEligibilityAmount')
      .where('userId', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(profile.maxEligibilityAmount).toBe(150_000);
  });

  it('gives basiceligible with 1.5 × income on the basic check, capped at ₹3,00,000 on the full one', async () => {
    const tenant = await makeReadyTenant(api, 45_000);
    expect((await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, tenant.token)).json()).toMatchObject({
      status: 'basiceligible',
      maxEligibilityAmount: 65_000,
    });
    const rich = await makeReadyTenant(api, 500_000);
    expect((await get(`/api/v1/eligibility/check/${rich.id}`, admin.token)).json().maxEligibilityAmount).toBe(300_000);
  });

  it('answers 422 with every reason when data is missing, and stores them as ineligible', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    await makeProfile(api, tenant.id, 'tenant', {
      employmentDetails: {
        employment: 'Salaried - Yet to join',
        monthlyIncome: 40_000,
        additionalMonthlyIncome: 0,
        workEmail: 'a@b.example',
      },
    });
    const res = await get(`/api/v1/eligibility/check/${tenant.id}`, tenant.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'ineligible',
      errors: {
        isPhoneVerified: 'Phone number is not verified',
        workEmail: 'Work email is not verified',
        offerLetter: 'Offer letter is not verified',
        pan: 'PAN is missing',
        aadhar: 'Aadhaar is not verified',
      },
    });
    expect(res.json().message).toContain('Phone number is not verified');
    const row = await stored(tenant.id);
    expect(row).toMatchObject({
      status: 'ineligible',
      reasonOfIneligibility: expect.arrayContaining(['PAN is missing', 'Offer letter is not verified']),
    });
    expect(row?.maxEligibilityAmount).toBeNull();
  });

  it('answers 422 for a tenant without a profile or with too little income', async () => {
    const bare = await makeUser(api, { userType: 'tenant' });
    const res = await get(`/api/v1/eligibility/basiccheck/${bare.id}`, bare.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.employmentDetails).toBe('Employment details are missing');
    const poor = await makeReadyTenant(api, 12_000);
    const low = await get(`/api/v1/eligibility/basiccheck/${poor.id}`, poor.token);
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ monthlyIncome: 'Monthly income is below the minimum of ₹20,000' });
  });

  it("answers 406 when a co-applicant's data is the problem", async () => {
    const tenant = await makeReadyTenant(api, 50_000);
    await makeCoApplicant(api, tenant.id, { name: 'Meera Rao' });
    const res = await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, tenant.token);
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({
      code: 'co_applicant_ineligible',
      message: 'Co-applicant Meera Rao has no employment or income details',
    });
    expect((await stored(tenant.id))?.status).toBe('ineligible');
  });

  it("counts half of an earning co-applicant's income for an unemployed tenant", async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    await makeProfile(api, tenant.id, 'tenant', {
      isPhoneVerified: true,
      employmentDetails: {
        employment: 'Unemployed',
        monthlyIncome: 0,
        additionalMonthlyIncome: 0,
        workEmail: 'x@y.example',
      },
    });
    expect((await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, tenant.token)).json().errors).toEqual({
      coApplicants: 'An unemployed tenant needs an earning co-applicant',
    });
    await makeCoApplicant(api, tenant.id, {
      employment: 'Salaried',
      monthlyIncome: 100_000,
      additionalMonthlyIncome: 0,
    });
    const res = await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'basiceligible', maxEligibilityAmount: 75_000 });
  });

  it('never undoes a staff approval and keeps an eligible tenant eligible on a basic check', async () => {
    const approved = await makeUser(api, { userType: 'tenant' });
    await makeEligibility(api, approved.id, {
      status: 'eligible',
      maxEligibilityAmount: 80_000,
      manualCheckingUserId: admin.id,
    });
    const res = await get(`/api/v1/eligibility/check/${approved.id}`, approved.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'eligible', maxEligibilityAmount: 80_000 });
    const full = await makeReadyTenant(api, 60_000);
    await get(`/api/v1/eligibility/check/${full.id}`, full.token);
    expect((await get(`/api/v1/eligibility/basiccheck/${full.id}`, full.token)).json()).toMatchObject({
      status: 'eligible',
      maxEligibilityAmount: 150_000,
    });
  });

  it('keeps other people out: another tenant and a landlord get 404, a visitor 401', async () => {
    const tenant = await makeReadyTenant(api);
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await get(`/api/v1/eligibility/check/${tenant.id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/eligibility/basiccheck/${tenant.id}`, landlord.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/eligibility/check/${tenant.id}`)).statusCode).toBe(401);
    expect(await stored(tenant.id)).toBeUndefined();
  });
});

describe('GET /api/v1/eligibility/tenant/{id}', () => {
  it('answers the stored eligibility, or status none for a tenant never checked', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect((await get(`/api/v1/eligibility/tenant/${tenant.id}`, tenant.token)).json()).toEqual({
      userId: tenant.id,
      status: 'none',
    });
    await makeEligibility(api, tenant.id, { status: 'ineligible', reasonOfIneligibility: ['PAN is missing'] });
    const res = await get(`/api/v1/eligibility/tenant/${tenant.id}`, staff.token);
    expect(res.json()).toMatchObject({ status: 'ineligible', reasonOfIneligibility: ['PAN is missing'] });
    expect((await get(`/api/v1/eligibility/tenant/${tenant.id}`, landlord.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/eligibility/tenant/${landlord.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/eligibility/{id}', () => {
  const patch = (id: string, payload: unknown, token?: string) =>
    api.request({ method: 'PATCH', url: `/api/v1/eligibility/${id}`, payload: payload as any, token });

  it('lets an underwriter approve an ineligible tenant with a reason and amount, recording the caller as approver', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const row = await makeEligibility(api, tenant.id, {
      status: 'ineligible',
      reasonOfIneligibility: ['PAN is missing'],
    });
    const res = await patch(
      row.id,
      {
        status: 'eligible',
        maxEligibilityAmount: 60_000,
        comments: 'Approved on co-applicant income',
        manualCheckingUserId: admin.id,
      },
      underwriter.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      status: 'eligible',
      maxEligibilityAmount: 60_000,
      comments: 'Approved on co-applicant income',
      manualCheckingUserId: underwriter.id,
      manualCheckingUser: 'Uday Underwriter',
      message: 'Tenant is Approved',
    });
    expect(res.json().reasonOfIneligibility).toBeUndefined();
    expect(await stored(tenant.id)).toMatchObject({ status: 'eligible', manualCheckingUserId: underwriter.id });
  });

  it('needs a reason and an amount to approve, with the schema messages', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const row = await makeEligibility(api, tenant.id, { status: 'requested' });
    const res = await patch(row.id, { status: 'eligible', increaseAmountOnly: true }, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      comments: 'Reason is required!',
      maxEligibilityAmount: 'Maximum Eligibility Amount is required!',
    });
    expect((await stored(tenant.id))?.status).toBe('requested');
  });

  it("raises an eligible tenant's amount without a reason, and refuses a lower one", async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const row = await makeEligibility(api, tenant.id, {
      status: 'eligible',
      maxEligibilityAmount: 50_000,
      comments: 'Checked',
    });
    expect((await patch(row.id, { maxEligibilityAmount: 40_000 }, officer.token)).json().errors).toEqual({
      maxEligibilityAmount: 'The amount can only be raised: it is ₹50,000 now',
    });
    const res = await patch(row.id, { maxEligibilityAmount: 75_000 }, officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'eligible',
      maxEligibilityAmount: 75_000,
      comments: 'Checked',
      manualCheckingUser: 'Olga Officer',
    });
  });

  it('approves a requested tenant by the tenant id; a tenant never checked or only basic-eligible is checked, not approved (409)', async () => {
    const never = await makeUser(api, { userType: 'tenant' });
    const res = await patch(never.id, { maxEligibilityAmount: 30_000, comments: 'Walk-in verification' }, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'not_approvable',
      message: 'Only an ineligible or requested tenant can be manually approved as eligible',
    });
    expect(await stored(never.id)).toBeUndefined();
    const basic = await makeUser(api, { userType: 'tenant' });
    const row = await makeEligibility(api, basic.id, { status: 'basiceligible', maxEligibilityAmount: 40_000 });
    expect(
      (await patch(row.id, { maxEligibilityAmount: 90_000, comments: 'Looks fine' }, underwriter.token)).statusCode,
    ).toBe(409);
    expect(await stored(basic.id)).toMatchObject({ status: 'basiceligible', maxEligibilityAmount: 40_000 });
    const requested = await makeUser(api, { userType: 'tenant' });
    await makeEligibility(api, requested.id, { status: 'requested' });
    const approved = await patch(
      requested.id,
      { maxEligibilityAmount: 30_000, comments: 'Walk-in verification' },
      admin.token,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ userId: requested.id, status: 'eligible', manualCheckingUserId: admin.id });
  });

  it('tells staff without approval rights to request the admin, and changes nothing', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const row = await makeEligibility(api, tenant.id, { status: 'ineligible' });
    for (const who of [staff, financeHead]) {
      const res = await patch(row.id, { maxEligibilityAmount: 60_000, comments: 'please' }, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('request the admin');
    }
    expect((await patch(row.id, { maxEligibilityAmount: 60_000, comments: 'me' }, tenant.token)).statusCode).toBe(403);
    expect((await patch(row.id, { maxEligibilityAmount: 60_000, comments: 'me' })).statusCode).toBe(401);
    expect((await stored(tenant.id))?.status).toBe('ineligible');
  });
});

describe('POST /api/v1/eligibility/request-approval', () => {
  it('marks the tenant requested and notifies every approver, not the asker', async () => {
    const tenant = await makeUser(api, { userType: 'tenant', name: 'Neha Tenant' });
    await makeEligibility(api, tenant.id, { status: 'ineligible' });
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/eligibility/request-approval',
      payload: { uid: tenant.id },
      token: staff.token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Request Sent Successfully', notified: 3 });
    expect((await stored(tenant.id))?.status).toBe('requested');
    const notes = await api.db
      .selectFrom('notification')
      .select(['userId', 'title', 'message', 'link'])
      .where('link', '=', `/admin/home/users?type=tenant&id=${tenant.id}`)
      .execute();
    expect(notes.map((n) => n.userId).sort()).toEqual([admin.id, underwriter.id, officer.id].sort());
    expect(notes[0].message).toBe('Sam Staff asks you to approve the eligibility of Neha Tenant');
    const inbox = await get('/api/v1/notification', admin.token);
    expect(inbox.json().results.map((n: any) => n.title)).toContain('Eligibility approval requested');
  });

  it('is for staff only and needs a tenant id', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/eligibility/request-approval',
          payload: { uid: tenant.id },
          token: tenant.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/eligibility/request-approval',
          payload: {},
          token: staff.token,
        })
      ).json().errors,
    ).toEqual({ uid: 'uid is required' });
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/eligibility/request-approval',
          payload: { uid: landlord.id },
          token: staff.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});
