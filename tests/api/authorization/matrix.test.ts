import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allResources } from '#engine/runtime/resources/registry.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';
import { buildWorld, type RoleKey, ROLES, type World } from './records.ts';

/**
 * Who may list, get, create, update and delete what: every role (visitor, two tenants, two landlords,
 * a partner, staff without permissions, underwriter, financeHead, admin, and a tenant's API token)
 * against the account routes and the generic /api/v1 routes of the other resources.
 *
 * An expectation is an exact status, or:
 * - 'ok': any 2xx;
 * - 'some': 200 with at least one result;
 * - 'denied': 403 or 404 (a route of another domain may answer either);
 * - 'hidden': 403, 404, or 200 with no results (a list scoped to the caller).
 */
type Expectation = number | 'ok' | 'some' | 'none' | 'denied' | 'hidden';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (w: World) => string;
  payload?: (w: World, role: RoleKey, index: number) => unknown;
  expect: Partial<Record<RoleKey, Expectation>>;
}

const STAFF = { staff: 200, underwriter: 200, financeHead: 200, admin: 200 } as const;
const STAFF_OK = { staff: 'ok', underwriter: 'ok', financeHead: 'ok', admin: 'ok' } as const;
const STAFF_SOME = { staff: 'some', underwriter: 'some', financeHead: 'some', admin: 'some' } as const;

const CASES: Case[] = [
  // Profiles
  {
    name: "read the tenant's profile by type",
    method: 'GET',
    url: (w) => `/api/v1/profile/tenant?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 403,
      landlord: 200,
      otherLandlord: 403,
      partner: 403,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "read another tenant's profile by type",
    method: 'GET',
    url: (w) => `/api/v1/profile/tenant?userId=${w.otherTenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 200,
      landlord: 403,
      otherLandlord: 200,
      partner: 403,
      ...STAFF,
      tenantToken: 403,
    },
  },
  {
    name: "read the tenant's profile by id",
    method: 'GET',
    url: (w) => `/api/v1/profile/${w.profile.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 200,
      otherLandlord: 404,
      partner: 404,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "update the tenant's profile",
    method: 'PATCH',
    url: (w) => `/api/v1/profile/tenant/${w.profile.id}`,
    payload: () => ({ education: 'B.Com' }),
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 403,
      otherLandlord: 404,
      partner: 404,
      staff: 403,
      underwriter: 200,
      financeHead: 403,
      admin: 200,
      tenantToken: 200,
    },
  },
  {
    name: "update another tenant's profile through the generic route",
    method: 'PATCH',
    url: (w) => `/api/v1/profile/${w.otherProfile.id}`,
    payload: () => ({ education: 'B.Com' }),
    expect: {
      anonymous: 401,
      tenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      staff: 403,
      financeHead: 403,
      tenantToken: 404,
    },
  },

  // Bonds and claims
  {
    name: "read the tenant's bond",
    method: 'GET',
    url: (w) => `/api/v1/bond/${w.bond.id}`,
    expect: {
      anonymous: 401,
      tenant: 'ok',
      otherTenant: 'denied',
      landlord: 'ok',
      otherLandlord: 'denied',
      partner: 'denied',
      ...STAFF_OK,
      tenantToken: 'ok',
    },
  },
  {
    name: "read another tenant's bond",
    method: 'GET',
    url: (w) => `/api/v1/bond/${w.otherBond.id}`,
    expect: {
      anonymous: 401,
      tenant: 'denied',
      otherTenant: 'ok',
      landlord: 'denied',
      otherLandlord: 'ok',
      partner: 'denied',
      tenantToken: 'denied',
    },
  },
  {
    name: "list the tenant's bonds",
    method: 'GET',
    url: (w) => `/api/v1/bond?tenantId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 'some',
      otherTenant: 'hidden',
      landlord: 'some',
      otherLandlord: 'hidden',
      partner: 'hidden',
      ...STAFF_SOME,
      tenantToken: 'some',
    },
  },
  {
    name: "read the tenant's claim",
    method: 'GET',
    url: (w) => `/api/v1/claims/${w.claim.id}`,
    expect: {
      anonymous: 401,
      tenant: 'ok',
      otherTenant: 'denied',
      landlord: 'ok',
      otherLandlord: 'denied',
      partner: 'denied',
      ...STAFF_OK,
      tenantToken: 'ok',
    },
  },

  // Wallet
  {
    name: "read the tenant's wallet",
    method: 'GET',
    url: (w) => `/api/v1/wallet?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "read another tenant's wallet",
    method: 'GET',
    url: (w) => `/api/v1/wallet?userId=${w.otherTenant.id}`,
    expect: { tenant: 403, otherTenant: 200, landlord: 403, otherLandlord: 403, tenantToken: 403, staff: 200 },
  },
  {
    name: "read the tenant's wallet by id",
    method: 'GET',
    url: (w) => `/api/v1/wallet/${w.wallet.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: 'top up a wallet',
    method: 'POST',
    url: () => '/api/v1/wallet/add',
    payload: (w) => ({ amount: 1, userId: w.tenant.id }),
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 200,
      admin: 200,
      tenantToken: 403,
    },
  },
  {
    name: 'give a wallet to someone else',
    method: 'PATCH',
    url: (w) => `/api/v1/wallet/${w.wallet.id}`,
    payload: (w) => ({ userId: w.otherTenant.id }),
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 403,
      tenantToken: 403,
    },
  },
  {
    name: 'delete a wallet with a balance',
    method: 'DELETE',
    url: (w) => `/api/v1/wallet/${w.wallet.id}`,
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 409,
      tenantToken: 403,
    },
  },

  // Properties
  {
    name: "edit the landlord's property",
    method: 'PATCH',
    url: (w) => `/api/v1/property/${w.property.id}`,
    payload: (_w, role) => ({ name: `Tara PG (${role})` }),
    expect: {
      anonymous: 401,
      tenant: 'denied',
      otherTenant: 'denied',
      landlord: 'ok',
      otherLandlord: 'denied',
      partner: 'denied',
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 'ok',
      tenantToken: 'denied',
    },
  },
  {
    name: "delete another landlord's property",
    method: 'DELETE',
    url: (w) => `/api/v1/property/${w.otherProperty.id}`,
    expect: {
      anonymous: 401,
      tenant: 'denied',
      otherTenant: 'denied',
      landlord: 'denied',
      partner: 'denied',
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      tenantToken: 'denied',
    },
  },

  // Eligibility
  {
    name: "read the tenant's eligibility",
    method: 'GET',
    url: (w) => `/api/v1/eligibility/tenant/${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "run the tenant's eligibility check",
    method: 'GET',
    url: (w) => `/api/v1/eligibility/check/${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 422,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      staff: 403,
      underwriter: 422,
      financeHead: 403,
      admin: 422,
      tenantToken: 422,
    },
  },
  {
    name: 'approve the tenant as eligible',
    method: 'PATCH',
    url: (w) => `/api/v1/eligibility/${w.eligibility.id}`,
    payload: (_w, _r, i) => ({
      status: 'eligible',
      maxEligibilityAmount: 50_000 + i * 5_000,
      comments: 'Verified salary',
    }),
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 200,
      financeHead: 403,
      admin: 200,
      tenantToken: 403,
    },
  },
  {
    name: 'request admin approval',
    method: 'POST',
    url: () => '/api/v1/eligibility/request-approval',
    payload: (w) => ({ uid: w.otherTenant.id }),
    expect: { anonymous: 401, tenant: 403, landlord: 403, partner: 403, staff: 201, tenantToken: 403 },
  },
  {
    name: "pull the tenant's credit report",
    method: 'POST',
    url: (w) => `/api/v1/idcra?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 422,
      financeHead: 403,
      admin: 422,
      tenantToken: 403,
    },
  },
  {
    name: "read the tenant's stored credit report (none pulled)",
    method: 'GET',
    url: (w) => `/api/v1/idcra?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 404,
      otherTenant: 404,
      landlord: 404,
      partner: 404,
      staff: 404,
      underwriter: 404,
      financeHead: 404,
      admin: 404,
      tenantToken: 404,
    },
  },
  {
    name: 'list eligibilities',
    method: 'GET',
    url: () => '/api/v1/eligibility',
    expect: {
      anonymous: 401,
      tenant: 'some',
      landlord: 'hidden',
      partner: 'hidden',
      ...STAFF_SOME,
      tenantToken: 'some',
    },
  },

  // Consent and notifications
  {
    name: "read the tenant's consents",
    method: 'GET',
    url: (w) => `/api/v1/consent?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: 'record a consent for the tenant',
    method: 'POST',
    url: () => '/api/v1/consent',
    payload: (w) => ({ name: 'Terms', text: 'I agree.', accepted: true, userId: w.tenant.id }),
    expect: {
      anonymous: 401,
      tenant: 201,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 403,
      tenantToken: 201,
    },
  },
  {
    name: "read the tenant's notifications",
    method: 'GET',
    url: (w) => `/api/v1/notification?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "mark the tenant's notification read",
    method: 'PATCH',
    url: (w) => `/api/v1/notification/${w.notification.id}`,
    payload: () => ({ read: true }),
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      staff: 404,
      underwriter: 404,
      financeHead: 404,
      admin: 404,
      tenantToken: 200,
    },
  },

  // Co-applicants and documents
  {
    name: 'add a co-applicant for the tenant',
    method: 'POST',
    url: () => '/api/v1/profile/tenant/coapplicant/add',
    payload: (w, role) => ({ name: `Added by ${role}`, relation: 'friend', tenantId: w.tenant.id }),
    expect: {
      anonymous: 401,
      tenant: 201,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 201,
      tenantToken: 201,
    },
  },
  {
    name: "read the tenant's co-applicant",
    method: 'GET',
    url: (w) => `/api/v1/co-applicant/${w.coApplicant.id}`,
    expect: {
      anonymous: 401,
      tenant: 200,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      ...STAFF,
      tenantToken: 200,
    },
  },
  {
    name: "delete the tenant's co-applicant",
    method: 'DELETE',
    url: (w) => `/api/v1/co-applicant/${w.coApplicant.id}`,
    expect: {
      anonymous: 401,
      otherTenant: 404,
      landlord: 404,
      otherLandlord: 404,
      partner: 404,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
    },
  },
  {
    name: 'upload documents for the tenant',
    method: 'POST',
    url: () => '/api/v1/users/upload/docs',
    payload: (w) => ({
      userId: w.tenant.id,
      docs: [{ docType: 'ITR', docId: 'ITR-1', metadata: 'FY24', file: '/uploads/itr.pdf' }],
    }),
    expect: {
      anonymous: 401,
      tenant: 201,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 201,
      tenantToken: 201,
    },
  },
  {
    name: "list the tenant's documents",
    method: 'GET',
    url: (w) => `/api/v1/document?userId=${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 'some',
      otherTenant: 'hidden',
      landlord: 'hidden',
      otherLandlord: 'hidden',
      partner: 'hidden',
      ...STAFF_SOME,
      tenantToken: 'some',
    },
  },

  // Accounts, catalogue, content, console
  {
    name: "read the tenant's account",
    method: 'GET',
    url: (w) => `/api/v1/users/${w.tenant.id}`,
    expect: {
      anonymous: 401,
      tenant: 'ok',
      otherTenant: 'denied',
      otherLandlord: 'denied',
      ...STAFF_OK,
      tenantToken: 'ok',
    },
  },
  {
    name: 'create an FAQ',
    method: 'POST',
    url: () => '/api/v1/faq',
    payload: (_w, role) => ({ title: `Asked by ${role}?`, description: 'Answer.', audience: 'tenant' }),
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      admin: 201,
      tenantToken: 403,
    },
  },
  {
    name: 'read the FAQ',
    method: 'GET',
    url: () => '/api/v1/faq',
    expect: {
      anonymous: 'some',
      tenant: 'some',
      landlord: 'some',
      partner: 'some',
      staff: 'some',
      admin: 'some',
      tenantToken: 'some',
    },
  },
  {
    name: 'create a role',
    method: 'POST',
    url: () => '/api/v1/roles',
    payload: () => ({ name: 'superuser', userType: 'internal', modules: [] }),
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 403,
      otherLandlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      tenantToken: 403,
    },
  },
  {
    name: 'create a product',
    method: 'POST',
    url: () => '/api/v1/products',
    payload: () => ({}),
    expect: {
      anonymous: 401,
      tenant: 403,
      landlord: 403,
      partner: 403,
      staff: 403,
      underwriter: 403,
      financeHead: 403,
      tenantToken: 403,
    },
  },
  {
    name: 'open the console list of wallets',
    method: 'GET',
    url: () => '/api/admin/wallet',
    expect: {
      anonymous: 401,
      tenant: 403,
      otherTenant: 403,
      landlord: 'none',
      partner: 'none',
      staff: 200,
      underwriter: 200,
      financeHead: 200,
      admin: 200,
      tenantToken: 403,
    },
  },
];

let api: TestApi;
let world: World;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildWorld(api);
}, 60_000);
afterAll(() => api?.close());

function meets(res: LightMyRequestResponse, expected: Expectation): boolean {
  const results = () => {
    try {
      const body = res.json();
      return Array.isArray(body?.results) ? body.results.length : Array.isArray(body) ? body.length : -1;
    } catch {
      return -1;
    }
  };
  if (typeof expected === 'number') return res.statusCode === expected;
  if (expected === 'ok') return res.statusCode >= 200 && res.statusCode < 300;
  if (expected === 'some') return res.statusCode === 200 && results() > 0;
  if (expected === 'none') return res.statusCode === 200 && results() === 0;
  if (expected === 'denied') return res.statusCode === 403 || res.statusCode === 404;
  return res.statusCode === 403 || res.statusCode === 404 || (res.statusCode === 200 && results() === 0);
}

describe('authorization matrix', () => {
  for (const c of CASES) {
    it(`${c.method} ${c.name}`, async () => {
      const mismatches: string[] = [];
      for (const [index, role] of ROLES.entries()) {
        const expected = c.expect[role];
        if (expected === undefined) continue;
        const payload = c.payload?.(world, role, index);
        const res = await api.request({
          method: c.method,
          url: c.url(world),
          token: world.tokens[role],
          ...(payload !== undefined ? { payload: payload as any } : {}),
        });
        if (!meets(res, expected))
          mismatches.push(`${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 140)}`);
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('left the refused records as they were', async () => {
    const wallet = await api.db
      .selectFrom('wallet')
      .select(['userId', 'totalAmount'])
      .where('id', '=', world.wallet.id)
      .executeTakeFirstOrThrow();
    expect(wallet).toEqual({ userId: world.tenant.id, totalAmount: 1002 });
    const other = await api.db
      .selectFrom('property')
      .select('id')
      .where('id', '=', world.otherProperty.id)
      .executeTakeFirst();
    expect(other).toBeDefined();
    const eligibility = await api.db
      .selectFrom('eligibility')
      .select(['manualCheckingUserId', 'maxEligibilityAmount'])
      .where('id', '=', world.eligibility.id)
      .executeTakeFirstOrThrow();
    expect(eligibility.maxEligibilityAmount).toBe(50_000 + ROLES.indexOf('admin') * 5_000);
    const co = await api.db
      .selectFrom('co_applicant')
      .select('id')
      .where('id', '=', world.coApplicant.id)
      .executeTakeFirst();
    expect(co).toBeDefined();
    const property = await api.db
      .selectFrom('property')
      .select('name')
      .where('id', '=', world.property.id)
      .executeTakeFirstOrThrow();
    expect(property.name).toMatch(/\((landlord|admin)\)$/);
  });
});

describe('sweeps over every generic resource', () => {
  const withOwners = () =>
    allResources().filter((r) => r.owners.length && r.apiOps.includes('list') && !r.publicOps.includes('list'));

  it("never lists someone else's records: another tenant, another landlord, a partner, or the tenant's API token", async () => {
    const leaks: string[] = [];
    const viewers: [RoleKey, () => string][] = [
      ['otherTenant', () => world.tenant.id],
      ['otherLandlord', () => world.tenant.id],
      ['partner', () => world.tenant.id],
      ['tenantToken', () => world.otherTenant.id],
    ];
    for (const r of withOwners()) {
      for (const [role, victim] of viewers) {
        const res = await api.request({
          method: 'GET',
          url: `/api/v1/${r.apiPath}?limit=200`,
          token: world.tokens[role],
        });
        if (res.statusCode !== 200) continue;
        const rows: Record<string, unknown>[] = res.json().results ?? [];
        const leaked = rows.filter((row) => r.owners.some((f) => row[f] === victim()));
        if (leaked.length) leaks.push(`${role} sees ${leaked.length} of another user's ${r.slug} records`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets a visitor write nothing, and staff without permissions change nothing', async () => {
    const failures: string[] = [];
    const id = randomUUID();
    for (const r of allResources()) {
      const base = `/api/v1/${r.apiPath}`;
      const attempts: [string, string, boolean][] = [];
      if (r.apiOps.includes('create') && !r.publicOps.includes('create')) attempts.push(['POST', base, true]);
      if (r.apiOps.includes('update')) attempts.push(['PATCH', `${base}/${id}`, false]);
      if (r.apiOps.includes('delete')) attempts.push(['DELETE', `${base}/${id}`, false]);
      for (const [method, url, isCreate] of attempts) {
        const anonymous = await api.request({
          method: method as any,
          url,
          ...(method === 'DELETE' ? {} : { payload: {} }),
        });
        if (anonymous.statusCode !== 401) failures.push(`visitor ${method} ${url} → ${anonymous.statusCode}`);
        const staff = await api.request({
          method: method as any,
          url,
          token: world.tokens.staff,
          ...(method === 'DELETE' ? {} : { payload: isCreate ? {} : { name: 'x' } }),
        });
        if (staff.statusCode < 400) failures.push(`staff ${method} ${url} → ${staff.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
