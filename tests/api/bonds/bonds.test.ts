import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isoDay, makeBond, makeCast, makeStaff, outboxTo } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

async function withBond(fields: Record<string, unknown> = {}) {
  const cast = await makeCast(api);
  const bond = await makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
    ...fields,
  });
  return { ...cast, bond };
}

describe('GET /bond', () => {
  it('shows tenants their own bonds and landlords theirs, 10 a page, filtered by status', async () => {
    const { tenant, landlord, bond, property } = await withBond();
    await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id, status: 'Released' });
    const other = await makeUser(api, { userType: 'tenant' });
    const mine = await call('GET', `/bond?tenantId=${tenant.id}&status=Active`, tenant.token);
    expect(mine.json()).toMatchObject({ limit: 10, totalResults: 1 });
    expect(mine.json().results[0].id).toBe(bond.id);
    expect((await call('GET', '/bond', landlord.token)).json().totalResults).toBe(2);
    expect((await call('GET', '/bond', other.token)).json().totalResults).toBe(0);
    expect((await call('GET', `/bond/${bond.id}`, other.token)).statusCode).toBe(404);
  });
});

describe('POST /bond (staff console and API)', () => {
  it('gives a bond written by staff its code, its property’s landlord and Pending-Check-in', async () => {
    const { admin, tenant, landlord, property } = await makeCast(api);
    const res = await call('POST', '/bond', admin.token, {
      tenantId: tenant.id,
      propertyId: property.id,
      bondAmount: 50_000,
      bondFee: 3_000,
      bondEffectiveDate: isoDay(1),
      tenure: 1,
      bondId: 'MINE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ landlordId: landlord.id, status: 'Pending-Check-in' });
    expect(res.json().bondId).toMatch(/^NVB-\d{4}-/);
    expect(
      (
        await call('POST', '/bond', tenant.token, {
          tenantId: tenant.id,
          propertyId: property.id,
          bondAmount: 1,
          bondFee: 1,
          bondEffectiveDate: isoDay(1),
          tenure: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /bond/{id}: dates and documents', () => {
  it('lets the landlord set the dates; a bond awaiting check-in becomes Active on its check-in day', async () => {
    const { landlord, tenant, bond } = await withBond({ status: 'Pending-Check-in' });
    const missing = await call('PATCH', `/bond/${bond.id}`, landlord.token, { checkinDate: isoDay(0) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.checkoutDate).toBeDefined();
    expect(
      (await call('PATCH', `/bond/${bond.id}`, landlord.token, { checkinDate: isoDay(0), checkoutDate: isoDay(-1) }))
        .statusCode,
    ).toBe(400);
    // Its tenant may date a bond once, before moving in, never in the past (the refund window counts from check-in).
    const backdated = await call('PATCH', `/bond/${bond.id}`, tenant.token, {
      checkinDate: isoDay(-3),
      checkoutDate: isoDay(300),
    });
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().errors.checkinDate).toBe('Check-in Date cannot be in the past');
    const res = await call('PATCH', `/bond/${bond.id}`, landlord.token, {
      checkinDate: isoDay(0),
      checkoutDate: isoDay(300),
      agreement: { docType: 'RENT_AGREEMENT', docUrl: 'https://files.nivaas.test/a.pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Active',
      checkinDate: isoDay(0),
      checkoutDate: isoDay(300),
      agreement: { docUrl: 'https://files.nivaas.test/a.pdf' },
    });
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect(
      (await call('PATCH', `/bond/${bond.id}`, stranger.token, { checkinDate: isoDay(0), checkoutDate: isoDay(300) }))
        .statusCode,
    ).toBe(404);
    // Dated by the landlord: the tenant attaches the agreement with the dates as they are, and cannot move them.
    expect(
      (await call('PATCH', `/bond/${bond.id}`, tenant.token, { checkinDate: isoDay(1), checkoutDate: isoDay(300) }))
        .statusCode,
    ).toBe(403);
    const attached = await call('PATCH', `/bond/${bond.id}`, tenant.token, {
      checkinDate: isoDay(0),
      checkoutDate: isoDay(300),
      agreement: { docType: 'RENT_AGREEMENT', docUrl: 'https://files.nivaas.test/b.pdf' },
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      checkinDate: isoDay(0),
      agreement: { docUrl: 'https://files.nivaas.test/b.pdf' },
    });
  });

  it('lets the tenant date their bond once before moving in', async () => {
    const { tenant, bond } = await withBond({ status: 'Pending-Check-in' });
    const res = await call('PATCH', `/bond/${bond.id}`, tenant.token, {
      checkinDate: isoDay(2),
      checkoutDate: isoDay(367),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pending-Check-in', checkinDate: isoDay(2), checkoutDate: isoDay(367) });
    expect(
      (await call('PATCH', `/bond/${bond.id}`, tenant.token, { checkinDate: isoDay(3), checkoutDate: isoDay(367) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /bond/release', () => {
  it('lets the landlord release their bond once, and no one else’s', async () => {
    const { landlord, tenant, bond } = await withBond();
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect((await call('POST', '/bond/release', stranger.token, { bondId: bond.id })).statusCode).toBe(404);
    expect((await call('POST', '/bond/release', tenant.token, { bondId: bond.id })).statusCode).toBe(403);
    const res = await call('POST', '/bond/release', landlord.token, { bondId: bond.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Released', releaseDate: isoDay(0) });
    const again = await call('POST', '/bond/release', landlord.token, { bondId: bond.bondId });
    expect(again.statusCode).toBe(409);
    expect((await outboxTo(api, tenant.email)).some((m) => m.subject === 'Bond released')).toBe(true);
  });

  it('lets staff with bonds update rights release by bond code, but not read-only staff', async () => {
    const { bond } = await withBond();
    const reader = await makeStaff(api, { bonds: [] });
    expect((await call('POST', '/bond/release', reader.token, { bondId: bond.bondId })).statusCode).toBe(403);
    const finance = await makeStaff(api, { bonds: ['update'] });
    expect((await call('POST', '/bond/release', finance.token, { bondId: bond.bondId })).json().status).toBe(
      'Released',
    );
    expect((await call('POST', '/bond/release', finance.token, {})).statusCode).toBe(400);
  });
});

describe('renewal and refunds', () => {
  it('offers renewal in the last 30 days of a bond, not before', async () => {
    const fresh = await withBond({ bondEffectiveDate: isoDay(-10) });
    const early = await call('GET', `/bond/renew/status/${fresh.bond.id}`, fresh.tenant.token);
    expect(early.json()).toMatchObject({ renewable: false, expiryDate: isoDay(354) });
    expect(early.json().message).toBeUndefined();
    const ending = await withBond({ bondEffectiveDate: isoDay(-350) });
    const due = await call('GET', `/bond/renew/status/${ending.bond.id}`, ending.tenant.token);
    expect(due.json()).toMatchObject({ renewable: true });
    expect(due.json().message).toContain('Renew');
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', `/bond/renew/status/${ending.bond.id}`, other.token)).statusCode).toBe(404);
  });

  it('refunds the full fee within 72 hours of check-in, and only unused whole years after', async () => {
    const recent = await withBond({ checkinDate: isoDay(-1), bondFee: 6_000, tenure: 3 });
    expect((await call('GET', `/refund/calculate/amt/${recent.bond.id}`, recent.tenant.token)).json()).toMatchObject({
      refundAmount: 6_000,
      fullRefund: true,
      refundTo: 'wallet',
    });
    const later = await withBond({
      checkinDate: isoDay(-10),
      bondEffectiveDate: isoDay(-10),
      bondFee: 6_000,
      tenure: 3,
    });
    expect((await call('GET', `/refund/calculate/amt/${later.bond.id}`, later.tenant.token)).json()).toMatchObject({
      refundAmount: 4_000,
      fullRefund: false,
    });
    const oneYear = await withBond({
      checkinDate: isoDay(-10),
      bondEffectiveDate: isoDay(-10),
      bondFee: 6_000,
      tenure: 1,
    });
    expect(
      (await call('GET', `/refund/calculate/amt/${oneYear.bond.id}`, oneYear.landlord.token)).json().refundAmount,
    ).toBe(0);
  });

  it('renews by hand for staff: one more year, the fee added, a manual payment; with the entry messages', async () => {
    const { bond, admin, tenant } = await withBond({ tenure: 1, bondFee: 3_000, bondEffectiveDate: isoDay(-350) });
    const bad = await call('POST', '/bond/manual/renew', admin.token, { bondFee: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      bondId: 'Missing bond id',
      bondFee: 'Missing bond fee',
      bondAmount: 'Missing bond value',
    });
    expect(
      (
        await call('POST', '/bond/manual/renew', tenant.token, {
          bondId: bond.bondId,
          bondFee: 3_000,
          bondAmount: 60_000,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/bond/manual/renew', admin.token, {
          bondId: 'NVB-NOPE',
          bondFee: 3_000,
          bondAmount: 60_000,
        })
      ).statusCode,
    ).toBe(404);
    const res = await call('POST', '/bond/manual/renew', admin.token, {
      bondId: bond.bondId,
      bondFee: 3_200,
      bondAmount: 65_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenure: 2, bondFee: 6_200, bondAmount: 65_000 });
    const payments = await call('GET', `/payment?tenantId=${tenant.id}`, tenant.token);
    expect(payments.json().results).toEqual([
      expect.objectContaining({ mode: 'manual', finalFee: 3_200, bondId: bond.id }),
    ]);
  });

  it('summarises a tenant’s bonds for the tenant, and refuses strangers', async () => {
    const { bond, tenant, landlord, property } = await withBond({ bondAmount: 60_000 });
    await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id, status: 'Released' });
    const res = await call('POST', '/bond/bondata', tenant.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenantId: tenant.id,
      counts: { Active: 1, Released: 1 },
      totalBondAmount: 60_000,
      openClaims: 0,
      walletBalance: 0,
      currentBond: { id: bond.id },
    });
    expect(res.json().bonds).toHaveLength(2);
    const landlordView = await call('POST', '/bond/bondata', landlord.token, { tenantId: tenant.id });
    expect(landlordView.json().walletBalance).toBeUndefined();
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect((await call('POST', '/bond/bondata', stranger.token, { tenantId: tenant.id })).statusCode).toBe(404);
  });
});
