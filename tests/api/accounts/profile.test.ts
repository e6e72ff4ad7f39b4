import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeBond, makeCoApplicant, makeProfile, makeProperty, makeStaffRoles, type TestUser } from './fixtures.ts';

let api: TestApi;
let tenant: TestUser,
  otherTenant: TestUser,
  landlord: TestUser,
  otherLandlord: TestUser,
  admin: TestUser,
  staff: TestUser;
let tenantProfile: { id: string }, otherProfile: { id: string };

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  tenant = await makeUser(api, { userType: 'tenant', name: 'Asha Kulkarni', phone: '919876543210' });
  otherTenant = await makeUser(api, { userType: 'tenant', name: 'Rohit Jain' });
  landlord = await makeUser(api, { userType: 'landlord', name: 'Vikram Shah' });
  otherLandlord = await makeUser(api, { userType: 'landlord' });
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
  tenantProfile = await makeProfile(api, tenant.id, 'tenant', {
    pan: 'ABCDE1234F',
    tenantCode: 'TN-0001',
    maxEligibilityAmount: 90000,
    employmentDetails: {
      employment: 'Salaried',
      monthlyIncome: 50000,
      additionalMonthlyIncome: 0,
      workEmail: 'asha@work.example',
      isWorkEmailVerified: true,
    },
    isWorkEmailVerified: true,
  });
  otherProfile = await makeProfile(api, otherTenant.id, 'tenant');
  await makeProfile(api, landlord.id, 'landlord', { landlordCode: 'LL-01' });
  const property = await makeProperty(api, landlord.id);
  await makeBond(api, tenant.id, landlord.id, property.id);
  await api.db
    .insertInto('address')
    .values({
      userId: tenant.id,
      addressType: 'current',
      pin: '411045',
      street: 'Baner Road',
      house: 'B-12',
      locality: 'Baner',
      city: 'Pune',
      state: 'Maharashtra',
    } as any)
    .execute();
}, 60_000);
afterAll(() => api?.close());

const get = (url: string, token?: string) => api.request({ method: 'GET', url, token });

describe('GET /api/v1/profile/{type}?userId', () => {
  it('gives a tenant their own profile with user, addresses, documents and co-applicants', async () => {
    const res = await get(`/api/v1/profile/tenant?userId=${tenant.id}`, tenant.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: tenantProfile.id,
      userId: tenant.id,
      pan: 'ABCDE1234F',
      user: { name: 'Asha Kulkarni', phone: '919876543210' },
    });
    expect(body.addresses).toEqual([expect.objectContaining({ locality: 'Baner', addressType: 'current' })]);
    expect(body.docs).toEqual([]);
    expect(body.user.password).toBeUndefined();
  });

  it('defaults userId to the caller and answers 404 (creating nothing) when there is no profile of that type', async () => {
    expect((await get('/api/v1/profile/tenant', tenant.token)).json().id).toBe(tenantProfile.id);
    const fresh = await makeUser(api, { userType: 'partner' });
    expect((await get(`/api/v1/profile/partner?userId=${fresh.id}`, fresh.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/profile/landlord?userId=${tenant.id}`, admin.token)).statusCode).toBe(404);
    const rows = await api.db.selectFrom('profile').select('id').where('userId', '=', fresh.id).execute();
    expect(rows).toEqual([]);
  });

  it("refuses another tenant's profile to a tenant and to a landlord who is not theirs", async () => {
    expect((await get(`/api/v1/profile/tenant?userId=${tenant.id}`, otherTenant.token)).statusCode).toBe(403);
    expect((await get(`/api/v1/profile/tenant?userId=${tenant.id}`, otherLandlord.token)).statusCode).toBe(403);
    expect((await get(`/api/v1/profile/tenant?userId=${tenant.id}`)).statusCode).toBe(401);
  });

  it("shows a landlord their tenant's name and code only, without identity numbers or eligibility", async () => {
    const res = await get(`/api/v1/profile/tenant?userId=${tenant.id}`, landlord.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: tenantProfile.id,
      userId: tenant.id,
      userType: 'tenant',
      tenantCode: 'TN-0001',
      user: expect.objectContaining({ name: 'Asha Kulkarni' }),
    });
  });

  it('lets any staff member read any profile, internal ones too', async () => {
    expect((await get(`/api/v1/profile/tenant?userId=${tenant.id}`, staff.token)).json().maxEligibilityAmount).toBe(
      90000,
    );
    await makeProfile(api, staff.id, 'internal', { role: 'staff' });
    const res = await get(`/api/v1/profile/internal?userId=${staff.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('staff');
  });

  it('still reads a profile by id (GET /profile/{id}) for its owner only', async () => {
    expect((await get(`/api/v1/profile/${tenantProfile.id}`, tenant.token)).statusCode).toBe(200);
    expect((await get(`/api/v1/profile/${tenantProfile.id}`, otherTenant.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/profile/${tenantProfile.id}`, otherLandlord.token)).statusCode).toBe(404);
    expect(Object.keys((await get(`/api/v1/profile/${tenantProfile.id}`, landlord.token)).json()).sort()).toEqual([
      'id',
      'tenantCode',
      'user',
      'userId',
      'userType',
    ]);
  });
});

describe('PATCH /api/v1/profile/{userType}/{profileId}', () => {
  const patch = (profileId: string, payload: unknown, token?: string, type = 'tenant') =>
    api.request({ method: 'PATCH', url: `/api/v1/profile/${type}/${profileId}`, payload: payload as any, token });

  it("saves a tenant's own employment details sent as userobj, and answers the profile", async () => {
    const employmentDetails = {
      employment: 'Self Employed',
      monthlyIncome: 80000,
      additionalMonthlyIncome: 5000,
      workEmail: 'asha@work.example',
    };
    const res = await patch(
      tenantProfile.id,
      { userobj: { employmentDetails, education: 'MBA' }, Id: tenantProfile.id },
      tenant.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      education: 'MBA',
      employmentDetails: { ...employmentDetails, isWorkEmailVerified: true },
    });
  });

  it('resets the work email verification when the work email changes, and ignores a client claiming it', async () => {
    const res = await patch(
      tenantProfile.id,
      {
        employmentDetails: {
          employment: 'Salaried',
          monthlyIncome: 1,
          additionalMonthlyIncome: 0,
          workEmail: 'new@work.example',
          isWorkEmailVerified: true,
        },
        isWorkEmailVerified: true,
      },
      tenant.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().employmentDetails.isWorkEmailVerified).toBe(false);
    expect(res.json().isWorkEmailVerified).toBe(false);
  });

  it('answers the schema messages for bad input and changes nothing', async () => {
    const res = await patch(
      tenantProfile.id,
      { employmentDetails: { employment: 'Astronaut' }, education: 'PhD' },
      tenant.token,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('employmentDetails.employment');
    const row = await api.db
      .selectFrom('profile')
      .select(['education'])
      .where('id', '=', tenantProfile.id)
      .executeTakeFirstOrThrow();
    expect(row.education).toBe('MBA');
  });

  it('does not let a tenant make themself staff or change whose profile it is', async () => {
    expect((await patch(tenantProfile.id, { role: 'admin' }, tenant.token)).statusCode).toBe(403);
    expect((await patch(tenantProfile.id, { userId: otherTenant.id }, tenant.token)).statusCode).toBe(403);
    const row = await api.db
      .selectFrom('profile')
      .select(['role', 'userId'])
      .where('id', '=', tenantProfile.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: null, userId: tenant.id });
  });

  it("refuses another tenant's profile (404), a landlord's edit of their tenant (403), and staff without update permission", async () => {
    expect((await patch(otherProfile.id, { education: 'BA' }, tenant.token)).statusCode).toBe(404);
    expect((await patch(tenantProfile.id, { education: 'BA' }, landlord.token)).statusCode).toBe(403);
    const res = await patch(tenantProfile.id, { education: 'BA' }, staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('request the admin');
    expect((await patch(tenantProfile.id, { education: 'BA' }, admin.token)).statusCode).toBe(200);
  });

  it('answers 404 when the path type does not match the profile', async () => {
    expect((await patch(tenantProfile.id, { education: 'BA' }, tenant.token, 'landlord')).statusCode).toBe(404);
    expect((await patch('nope', { education: 'BA' }, tenant.token)).statusCode).toBe(404);
  });

  it("accepts only the tenant's own co-applicants in coApplicants", async () => {
    const mine = await makeCoApplicant(api, tenant.id);
    const theirs = await makeCoApplicant(api, otherTenant.id);
    expect((await patch(tenantProfile.id, { coApplicants: [theirs.id] }, tenant.token)).statusCode).toBe(400);
    const res = await patch(tenantProfile.id, { coApplicants: [{ id: mine.id, name: 'Meera Rao' }] }, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().coApplicants).toEqual([mine.id]);
  });
});
