import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeBond, makeEligibility, makeProfile, makeProperty } from './fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api?.close());

const dashboard = (token?: string) => api.request({ method: 'GET', url: '/api/v1/dashboard/tenant', token });

describe('GET /api/v1/dashboard/tenant', () => {
  it('shows one state in the priority of spec 001 §2: claim, then bond, then request, then eligible, then ineligible or review', async () => {
    const tenant = await makeUser(api, { userType: 'tenant', name: 'Asha Rao' });
    const landlord = await makeUser(api, { userType: 'landlord' });
    const property = await makeProperty(api, landlord.id, 'Palm Grove PG');

    // Nothing checked yet: under review, no reasons.
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'review',
      eligibility: { status: 'none', reasons: [] },
      account: { id: tenant.id, name: 'Asha Rao' },
    });

    await makeEligibility(api, tenant.id, {
      status: 'ineligible',
      reasonOfIneligibility: ['Monthly income is required'],
    });
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'ineligible',
      eligibility: { reasons: ['Monthly income is required'] },
    });

    await api.db
      .updateTable('eligibility')
      .set({ status: 'eligible', maxEligibilityAmount: 90000, reasonOfIneligibility: null } as any)
      .where('userId', '=', tenant.id)
      .execute();
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'eligible',
      eligibility: { status: 'eligible', maxEligibilityAmount: 90000 },
    });

    await api.db
      .insertInto('bond_request')
      .values({
        type: 'buy',
        status: 'pending',
        propertyId: property.id,
        userId: tenant.id,
        landlordId: landlord.id,
      } as any)
      .execute();
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'request',
      request: { type: 'buy', status: 'pending', propertyName: 'Palm Grove PG' },
    });

    const bond = await makeBond(api, tenant.id, landlord.id, property.id);
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'bond',
      bond: { id: bond.id, status: 'Active', propertyName: 'Palm Grove PG', expiryDate: '2025-12-31' },
    });

    await api.db
      .insertInto('claim')
      .values({
        claimNumber: 'CL-77',
        landlordId: landlord.id,
        tenantId: tenant.id,
        bondId: bond.id,
        claims: JSON.stringify([{ type: 'Unpaid rent', claimAmount: 15000, status: 'pending' }]),
      } as any)
      .execute();
    expect((await dashboard(tenant.token)).json()).toMatchObject({
      state: 'claim',
      openClaims: [{ claimNumber: 'CL-77' }],
    });
  });

  it('counts the profile checklist: 95% with one item pending, 90% with more; the offer letter only for Salaried - Yet to join', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    await makeProfile(api, tenant.id, 'tenant', {
      isAdhaarVerified: true,
      isWorkEmailVerified: true,
      employmentDetails: JSON.stringify({ employment: 'Salaried' }),
    });
    await api.db
      .updateTable('user')
      .set({ isPhoneVerified: true } as any)
      .where('id', '=', tenant.id)
      .execute();
    expect((await dashboard(tenant.token)).json().profile).toMatchObject({ percent: 100, pending: [] });

    await api.db
      .updateTable('profile')
      .set({ employmentDetails: JSON.stringify({ employment: 'Salaried - Yet to join' }) } as any)
      .where('userId', '=', tenant.id)
      .execute();
    expect((await dashboard(tenant.token)).json().profile).toMatchObject({
      percent: 95,
      pending: ['isOfferLetterVerified'],
    });

    await api.db
      .updateTable('profile')
      .set({ isWorkEmailVerified: false } as any)
      .where('userId', '=', tenant.id)
      .execute();
    expect((await dashboard(tenant.token)).json().profile).toMatchObject({
      percent: 90,
      pending: ['isWorkEmailVerified', 'isOfferLetterVerified'],
    });
  });

  it('gives other accounts the default dashboard, and asks anyone else to sign in', async () => {
    const landlord = await makeUser(api, { userType: 'landlord' });
    expect((await dashboard(landlord.token)).json()).toMatchObject({
      state: 'default',
      account: { userType: 'landlord' },
    });
    expect((await dashboard()).statusCode).toBe(401);
  });

  it('reads the browser session cookie on the site and the console, never on the API', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const signIn = await api.request({
      method: 'POST',
      url: '/api/v1/auth/session',
      payload: { email: tenant.email, password: 'Nivaas@123' },
    });
    const cookie = /nv_session=[^;]+/.exec(String(signIn.headers['set-cookie']))![0];
    // The API does not take the cookie for an account (no cross-site request can act with it there).
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/dashboard/tenant', headers: { cookie } })).statusCode,
    ).toBe(401);
    // The console sends a signed-in tenant to the site's account area.
    const admin = await api.request({ method: 'GET', url: '/admin/', headers: { cookie } });
    expect(admin.statusCode).toBe(302);
    expect(admin.headers.location).toBe('/home/dashboard');
    // A signed-out cookie counts for nothing.
    await api.request({ method: 'POST', url: '/api/v1/auth/session/logout', payload: {}, headers: { cookie } });
    expect(
      (await api.request({ method: 'GET', url: '/admin/', headers: { cookie } })).headers.location,
    ).toBeUndefined();
  });

  it("asks each account for the consents it has not given, and records the product's own text whatever the caller sends", async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const landlord = await makeUser(api, { userType: 'landlord' });
    expect((await dashboard(tenant.token)).json().consentsDue.map((c: { name: string }) => c.name)).toEqual([
      'Terms of Use',
      'Credit Check Authorisation',
    ]);
    expect((await dashboard(landlord.token)).json().consentsDue.map((c: { name: string }) => c.name)).toEqual([
      'Terms of Use',
      'Landlord Listing Terms',
    ]);

    const consent = (payload: Record<string, unknown>) =>
      api.request({ method: 'POST', url: '/api/v1/consent', token: tenant.token, payload });
    // Not ticked: the specification's message, nothing stored.
    const unticked = await consent({ name: 'Terms of Use', text: 'x', accepted: false });
    expect(unticked.statusCode).toBe(400);
    expect(JSON.stringify(unticked.json())).toContain('I accept all the terms and conditions');
    const accepted = await consent({ name: 'Terms of Use', text: 'I agree to nothing at all', accepted: true });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().text).toMatch(/^I agree to the Nivaas Terms of Use and Privacy Policy/);

    const after = (await dashboard(tenant.token)).json();
    expect(after.consentsDue.map((c: { name: string }) => c.name)).toEqual(['Credit Check Authorisation']);
    expect(after.consents[0]).toMatchObject({ name: 'Terms of Use' });
  });
});
