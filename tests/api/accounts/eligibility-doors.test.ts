import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';

import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeEligibility, makeReadyTenant, makeStaffRoles, type TestUser } from './fixtures.ts';

/**
 * One eligibility rule at every door (issue 29, #domain/eligibility/access.ts): the approval route
 * (PATCH /api/v1/eligibility/{id}), the generic writes (/api/v1/eligibility, /api/admin/eligibility), the checks
 * (/eligibility/check, /basiccheck) and the request to the admin, each tried by approvers, staff without approval
 * rights, tenants, landlords and visitors, with the same refusal and message wherever the rule is asked.
 */
let api: TestApi;
let admin: TestUser,
  underwriter: TestUser,
  officer: TestUser,
  clerk: TestUser,
  staff: TestUser,
  financeHead: TestUser,
  landlord: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  // A role that may create eligibility records through the generic routes, but not update (approve) them.
  await makeRole(api, 'eligibilityClerk', [{ module: 'eligibility', permissions: ['create'] }]);
  admin = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Anita Admin' });
  underwriter = await makeUser(api, { userType: 'internal', role: 'underwriter', name: 'Uday Underwriter' });
  officer = await makeUser(api, { userType: 'internal', role: 'eligibilityOfficer', name: 'Olga Officer' });
  clerk = await makeUser(api, { userType: 'internal', role: 'eligibilityClerk', name: 'Chetan Clerk' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff', name: 'Sam Staff' });
  financeHead = await makeUser(api, { userType: 'internal', role: 'financeHead' });
  landlord = await makeUser(api, { userType: 'landlord' });
}, 60_000);
afterAll(() => api?.close());

const stored = (userId: string) =>
  api.db.selectFrom('eligibility').selectAll().where('userId', '=', userId).executeTakeFirst();
const cannotApprove = fillMessage(messages.accounts.cannotApprove, { requestAdmin: messages.eligibility.requestAdmin });
const cannotCheck = fillMessage(messages.accounts.cannotRunCheck, { requestAdmin: messages.eligibility.requestAdmin });
const notApprovable = messages.accounts.approveOnlyIneligibleOrRequested;

/** A tenant whose stored eligibility has `status` (none: a row saying none). */
async function tenantIn(status: string, fields: Record<string, unknown> = {}) {
  const tenant = await makeUser(api, { userType: 'tenant', name: 'Tara Tenant' });
  const row = await makeEligibility(api, tenant.id, { status, ...fields });
  return { tenant, row };
}

/** The two doors that approve: the specification's PATCH and the console's generic update (ra-data-simple-rest PUT). */
const DOORS = {
  'PATCH /api/v1/eligibility/{id}': (id: string, body: Record<string, unknown>, token?: string) =>
    api.request({ method: 'PATCH', url: `/api/v1/eligibility/${id}`, payload: body, token }),
  'PUT /api/admin/eligibility/{id}': (id: string, body: Record<string, unknown>, token?: string, userId?: string) =>
    api.request({
      method: 'PUT',
      url: `/api/admin/eligibility/${id}`,
      payload: { userId, status: 'eligible', ...body },
      token,
    }),
};
const doors = Object.entries(DOORS);

describe('approve: an ineligible or requested tenant, by an eligibility approver, at every door', () => {
  it.each(doors)(
    '%s approves ineligible and requested tenants and records the caller as approver',
    async (door, send) => {
      // The generic routes also need the role's update permission on the module (the engine's rule): this test's
      // underwriter role has none (the seeded one has), so it approves through the specification's route only.
      const approvers = door.startsWith('PATCH')
        ? ([
            ['ineligible', underwriter],
            ['requested', officer],
            ['ineligible', admin],
          ] as const)
        : ([
            ['ineligible', officer],
            ['requested', admin],
          ] as const);
      for (const [status, who] of approvers) {
        const { tenant, row } = await tenantIn(status, { reasonOfIneligibility: ['PAN is missing'] });
        const res = await send(
          row.id,
          {
            status: 'eligible',
            maxEligibilityAmount: 60_000,
            comments: 'Verified by phone',
            manualCheckingUserId: clerk.id,
          },
          who.token,
          tenant.id,
        );
        expect(res.statusCode, `${status} by ${who.role}`).toBe(200);
        expect(await stored(tenant.id)).toMatchObject({
          status: 'eligible',
          maxEligibilityAmount: 60_000,
          comments: 'Verified by phone',
          manualCheckingUserId: who.id,
          reasonOfIneligibility: null,
        });
      }
    },
  );

  it.each(doors)(
    "%s refuses a tenant never checked or only basic-eligible (409), in the specification's words",
    async (_door, send) => {
      for (const status of ['none', 'basiceligible']) {
        const { tenant, row } = await tenantIn(
          status,
          status === 'basiceligible' ? { maxEligibilityAmount: 40_000 } : {},
        );
        const res = await send(
          row.id,
          { status: 'eligible', maxEligibilityAmount: 90_000, comments: 'Looks fine' },
          admin.token,
          tenant.id,
        );
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toEqual({ code: 'not_approvable', message: notApprovable });
        expect((await stored(tenant.id))?.status).toBe(status);
      }
    },
  );

  it.each(doors)(
    "%s only raises an eligible tenant's amount: a lower amount or another status is refused on its field",
    async (_door, send) => {
      const { tenant, row } = await tenantIn('eligible', { maxEligibilityAmount: 50_000, comments: 'Checked' });
      const lower = await send(row.id, { maxEligibilityAmount: 40_000 }, officer.token, tenant.id);
      expect(lower.statusCode).toBe(400);
      expect(lower.json().errors).toEqual({ maxEligibilityAmount: 'The amount can only be raised: it is ₹50,000 now' });
      const demoted = await send(
        row.id,
        { status: 'ineligible', maxEligibilityAmount: 80_000 },
        officer.token,
        tenant.id,
      );
      expect(demoted.statusCode).toBe(400);
      expect(demoted.json().errors).toEqual({ status: messages.accounts.onlyApproveToEligible });
      expect(await stored(tenant.id)).toMatchObject({ status: 'eligible', maxEligibilityAmount: 50_000 });
      const raised = await send(row.id, { maxEligibilityAmount: 75_000 }, officer.token, tenant.id);
      expect(raised.statusCode).toBe(200);
      expect(await stored(tenant.id)).toMatchObject({
        status: 'eligible',
        maxEligibilityAmount: 75_000,
        comments: 'Checked',
        manualCheckingUserId: officer.id,
      });
    },
  );

  it('refuses staff without approval rights, tenants, landlords and visitors at every door, changing nothing', async () => {
    const { tenant, row } = await tenantIn('ineligible');
    const body = { status: 'eligible', maxEligibilityAmount: 60_000, comments: 'please' };
    for (const who of [staff, financeHead]) {
      const v1 = await DOORS['PATCH /api/v1/eligibility/{id}'](row.id, body, who.token);
      expect([v1.statusCode, v1.json().message]).toEqual([403, cannotApprove]);
      // The console's generic update: the role has no update permission on eligibility, so the generic rule refuses first.
      expect((await DOORS['PUT /api/admin/eligibility/{id}'](row.id, body, who.token, tenant.id)).statusCode).toBe(403);
    }
    for (const who of [tenant, landlord]) {
      const v1 = await DOORS['PATCH /api/v1/eligibility/{id}'](row.id, body, who.token);
      expect([v1.statusCode, v1.json().message]).toEqual([403, messages.accounts.staffOnly]);
      expect((await DOORS['PUT /api/admin/eligibility/{id}'](row.id, body, who.token, tenant.id)).statusCode).toBe(403);
    }
    expect((await DOORS['PATCH /api/v1/eligibility/{id}'](row.id, body)).statusCode).toBe(401);
    expect((await DOORS['PUT /api/admin/eligibility/{id}'](row.id, body, undefined, tenant.id)).statusCode).toBe(401);
    expect(await stored(tenant.id)).toMatchObject({ status: 'ineligible', manualCheckingUserId: null });
  });

  it('asks the same rule of a generic create, on /api/admin and /api/v1: no approval by a role that cannot approve, nor of a tenant never checked', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const body = { userId: tenant.id, status: 'eligible', maxEligibilityAmount: 60_000, comments: 'Walk-in' };
    const byClerk = await api.request({
      method: 'POST',
      url: '/api/admin/eligibility',
      payload: body,
      token: clerk.token,
    });
    expect([byClerk.statusCode, byClerk.json().message]).toEqual([403, cannotApprove]);
    for (const url of ['/api/admin/eligibility', '/api/v1/eligibility']) {
      const byAdmin = await api.request({ method: 'POST', url, payload: body, token: admin.token });
      expect([byAdmin.statusCode, byAdmin.json()], url).toEqual([
        409,
        { code: 'not_approvable', message: notApprovable },
      ]);
    }
    expect(await stored(tenant.id)).toBeUndefined();
    // A record that approves nothing (status none, no amount) is no approval: the rule has nothing to say.
    const plain = await api.request({
      method: 'POST',
      url: '/api/admin/eligibility',
      payload: { userId: tenant.id, status: 'none' },
      token: clerk.token,
    });
    expect(plain.statusCode).toBe(201);
  });

  it('lets an approver change only the comments through the generic update without approving; who approved is never taken from the body', async () => {
    const { tenant, row } = await tenantIn('ineligible', { comments: 'Old note' });
    const res = await api.request({
      method: 'PUT',
      url: `/api/admin/eligibility/${row.id}`,
      payload: {
        userId: tenant.id,
        status: 'ineligible',
        comments: 'Called the employer',
        manualCheckingUserId: admin.id,
      },
      token: officer.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(tenant.id)).toMatchObject({
      status: 'ineligible',
      comments: 'Called the employer',
      manualCheckingUserId: null,
    });
  });
});

describe('check eligibility: the tenant themself and eligibility approvers only', () => {
  const check = (kind: 'check' | 'basiccheck', userId: string, token?: string) =>
    api.v1('GET', `/eligibility/${kind}/${userId}`, token);

  it.each(['check', 'basiccheck'] as const)(
    'refuses staff without approval rights (403): the %s stores nothing, an eligible tenant stays eligible',
    async (kind) => {
      const { tenant } = await tenantIn('eligible', { maxEligibilityAmount: 80_000 });
      for (const who of [staff, financeHead, clerk]) {
        const res = await check(kind, tenant.id, who.token);
        expect([res.statusCode, res.json().message]).toEqual([403, cannotCheck]);
      }
      expect(await stored(tenant.id)).toMatchObject({
        status: 'eligible',
        maxEligibilityAmount: 80_000,
        reasonOfIneligibility: null,
      });
    },
  );

  it.each(['check', 'basiccheck'] as const)(
    'runs the %s for approvers and for the tenant themself; others get 404, a visitor 401',
    async (kind) => {
      for (const who of [admin, underwriter, officer]) {
        const tenant = await makeReadyTenant(api);
        expect((await check(kind, tenant.id, who.token)).statusCode, who.role).toBe(200);
      }
      const tenant = await makeReadyTenant(api);
      expect((await check(kind, tenant.id, tenant.token)).statusCode).toBe(200);
      const other = await makeUser(api, { userType: 'tenant' });
      expect((await check(kind, other.id, tenant.token)).statusCode).toBe(404);
      expect((await check(kind, tenant.id, landlord.token)).statusCode).toBe(404);
      expect((await check(kind, tenant.id)).statusCode).toBe(401);
    },
  );
});

describe('request the admin: any staff, nobody else', () => {
  const ask = (uid: string, token?: string) => api.v1('POST', '/eligibility/request-approval', token, { uid });

  it('lets staff without approval rights ask (the tenant becomes requested, then approvable), and refuses tenants and landlords', async () => {
    const { tenant } = await tenantIn('basiceligible', { maxEligibilityAmount: 40_000 });
    for (const who of [tenant, landlord]) {
      const res = await ask(tenant.id, who.token);
      expect([res.statusCode, res.json().message]).toEqual([403, messages.accounts.staffOnly]);
    }
    expect((await ask(tenant.id)).statusCode).toBe(401);
    expect((await ask(tenant.id, staff.token)).statusCode).toBe(201);
    expect((await stored(tenant.id))?.status).toBe('requested');
    const approved = await api.v1('PATCH', `/eligibility/${tenant.id}`, underwriter.token, {
      maxEligibilityAmount: 70_000,
      comments: 'Requested by Sam',
    });
    expect(approved.statusCode).toBe(200);
    expect(await stored(tenant.id)).toMatchObject({
      status: 'eligible',
      maxEligibilityAmount: 70_000,
      manualCheckingUserId: underwriter.id,
    });
  });
});
