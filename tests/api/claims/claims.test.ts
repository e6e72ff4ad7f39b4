import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';

/** The refusal of a field only an admin writes (the claim schema's x-access), naming the field. */
const adminOnly = (field: string) =>
  fillMessage(messages.request.fieldNotWritable, { field, who: messages.accessRoles.admin });
import { pdfText } from '#tests/support/pdf-text.ts';

import { claimLine, isoDay, makeBond, makeCast, makeCastBond, makeStaff } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const line = claimLine;
const FILE = 'https://files.nivaas.test/a.mp4';

async function setting() {
  const cast = await makeCast(api);
  const bond = await makeCastBond(api, cast);
  const claim = (token: string, fields: object = {}) =>
    call('POST', '/claims', token, {
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      bondId: bond.id,
      claims: [line()],
      ...fields,
    });
  return { ...cast, bond, claim };
}

describe('raising a claim', () => {
  it('asks each line for its type’s fields only: another kind’s field, or pictures of functional damage, are refused (decision 061)', async () => {
    const { landlord, claim } = await setting();
    const refused = async (claimLine: object, errors: Record<string, string>) => {
      const res = await claim(landlord.token, { claims: [claimLine] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(errors);
    };
    await refused(line({ damageType: 'visible' }), {
      'claims.0.damageType': 'Damage Type is not asked for with the answers given: leave it empty',
    });
    await refused(line({ type: 'Property Damage', damageType: 'functional', videos: [FILE], images: [FILE] }), {
      'claims.0.images': 'Images is not asked for with the answers given: leave it empty',
    });
    await refused(line({ type: 'Property Damage', damageType: 'functional' }), {
      'claims.0.videos': 'Videos is required!',
    });
    const res = await claim(landlord.token, {
      claims: [line({ type: 'Property Damage', damageType: 'functional', videos: [FILE], images: [] })],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets the landlord raise one claim on their tenant’s Active bond, with lines pending and no decision of staff', async () => {
    const { landlord, tenant, claim } = await setting();
    // Deciding is the admins' (the claim schema's x-access): a landlord's raise that decides is refused, as a clerk's would be.
    for (const [fields, field] of [
      [{ claims: [line({ status: 'approved', approvedAmount: 20_000 })] }, 'Status'],
      [{ payments: [{ utr_checkNumber: 'U1', authAmount: 5, paymentDate: isoDay(0) }] }, 'Payments'],
    ] as const) {
      const decided = await claim(landlord.token, fields);
      expect(decided.statusCode, decided.body).toBe(403);
      expect(decided.json().message).toBe(adminOnly(field));
    }
    const res = await claim(landlord.token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.claimNumber).toMatch(/^CLM-\d{4}-/);
    expect(body).toMatchObject({
      eligibleAmount: 50_000,
      comment: 'No comment',
      totalClaimAmount: 20_000,
      statusCount: { pending: 1 },
    });
    expect(body.claims[0].status).toBe('pending');
    expect(body.claims[0].approvedAmount).toBeUndefined();
    expect(body.payments).toBeUndefined();
    const second = await claim(landlord.token);
    expect(second.statusCode).toBe(409);
    const tenantList = await call('GET', '/claims', tenant.token);
    expect(tenantList.json().totalResults).toBe(1);
  });

  it('lets staff add more claims; refuses tenants, other landlords, periods before the bond and inactive bonds', async () => {
    const { landlord, tenant, admin, claim, bond, property } = await setting();
    expect((await claim(landlord.token)).statusCode).toBe(201);
    expect((await claim(admin.token)).statusCode).toBe(201);
    expect((await claim(tenant.token)).statusCode).toBe(403);
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect(
      (
        await call('POST', '/claims', stranger.token, {
          landlordId: stranger.id,
          tenantId: tenant.id,
          bondId: bond.id,
          claims: [line()],
        })
      ).statusCode,
    ).toBe(403);
    const early = await claim(admin.token, { claims: [line({ from: isoDay(-90) })] });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors['claims.0.from']).toBe('Period From cannot be before the bond effective date');
    const pending = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      status: 'Pending-Check-in',
    });
    expect(
      (
        await call('POST', '/claims', landlord.token, {
          landlordId: landlord.id,
          tenantId: tenant.id,
          bondId: pending.id,
          claims: [line()],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses an approved amount above the bond value with the catalogue message, and zeroes rejected and onhold lines', async () => {
    const { admin, claim } = await setting();
    const over = await claim(admin.token, {
      claims: [
        line({ status: 'approved', approvedAmount: 30_000 }),
        line({ status: 'approved', approvedAmount: 30_000 }),
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(messages.claim.approvedOverEligible);
    const zeroed = await claim(admin.token, {
      claims: [
        line({ status: 'rejected', approvedAmount: 9_000 }),
        line({ status: 'onhold', approvedAmount: 100 }),
        line({ status: 'approved', approvedAmount: 10_000 }),
      ],
    });
    expect(zeroed.statusCode).toBe(201);
    expect(zeroed.json().claims.map((l: any) => l.approvedAmount)).toEqual([0, 0, 10_000]);
    expect(zeroed.json().totalApprovedAmount).toBe(10_000);
    const noticed = await claim(admin.token, { claims: [line({ claimAmount: 80_000 })] });
    expect(noticed.json().notice).toBe(messages.claim.overBondValue);
  });
});

describe('reading, changing and deleting claims', () => {
  it('keeps a tenant from another tenant’s claims, and filters a landlord’s claims by bond status', async () => {
    const { landlord, claim, tenant } = await setting();
    const id = (await claim(landlord.token)).json().id;
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', `/claims/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/claims', other.token)).json().totalResults).toBe(0);
    expect((await call('GET', `/claims/${id}`, tenant.token)).statusCode).toBe(200);
    expect((await call('GET', '/claims?status=Released', landlord.token)).json().totalResults).toBe(0);
    expect((await call('GET', '/claims?status=Active&page=1&limit=10', landlord.token)).json().totalResults).toBe(1);
    expect((await call('GET', '/claims?status=pending', landlord.token)).json().totalResults).toBe(1);
    expect((await call('GET', '/claims?status=bogus', landlord.token)).statusCode).toBe(400);
  });

  it('lets staff decide lines and the landlord edit only undecided ones', async () => {
    const { landlord, admin, tenant, claim } = await setting();
    const created = (
      await claim(landlord.token, {
        claims: [
          line(),
          line({
            type: 'Property Damage',
            damageType: 'visible',
            images: ['https://files.nivaas.test/a.png'],
            claimAmount: 5_000,
          }),
        ],
      })
    ).json();
    const decided = await call('PATCH', `/claims/${created.id}`, admin.token, {
      ...created,
      claims: [
        { ...created.claims[0], status: 'approved', approvedAmount: 15_000, remark: 'Rent ledger checked' },
        created.claims[1],
      ],
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().claims[0]).toMatchObject({ status: 'approved', approvedAmount: 15_000 });
    const claims = decided.json().claims;
    const locked = await call('PATCH', `/claims/${created.id}`, landlord.token, {
      claims: [{ ...claims[0], claimAmount: 25_000 }, claims[1]],
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Landlords cannot edit claim lines that already have a status');
    const deciding = await call('PATCH', `/claims/${created.id}`, landlord.token, {
      claims: [claims[0], { ...claims[1], claimAmount: 6_000, status: 'approved', approvedAmount: 6_000 }],
    });
    expect(deciding.statusCode).toBe(403);
    expect(deciding.json().message).toBe(adminOnly('Status'));
    expect(Object.keys(deciding.json().errors ?? {})).toEqual(['claims.1.status']);
    const edited = await call('PATCH', `/claims/${created.id}`, landlord.token, {
      claims: [claims[0], { ...claims[1], claimAmount: 6_000 }],
      comment: 'Photos attached',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().claims[1]).toMatchObject({ claimAmount: 6_000, status: 'pending' });
    expect(edited.json().claims[1].approvedAmount).toBeUndefined();
    expect((await call('PATCH', `/claims/${created.id}`, landlord.token, { finalComment: 'done' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/claims/${created.id}`, tenant.token, { comment: 'no' })).statusCode).toBe(403);
    const over = await call('PATCH', `/claims/${created.id}`, admin.token, {
      claims: [{ ...claims[0], approvedAmount: 60_000 }, claims[1]],
    });
    expect(over.json().message).toBe(messages.claim.approvedOverEligible);
    expect((await call('DELETE', `/claims/${created.id}`, landlord.token)).statusCode).toBe(409);
  });

  it('deletes: the landlord an undecided claim, staff with delete rights, never the tenant', async () => {
    const { landlord, tenant, admin, claim } = await setting();
    const id = (await claim(landlord.token)).json().id;
    expect((await call('DELETE', `/claims/${id}`, tenant.token)).statusCode).toBe(403);
    const reader = await makeStaff(api, { claims: ['update'] });
    expect((await call('DELETE', `/claims/${id}`, reader.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/claims/${id}`, landlord.token)).statusCode).toBe(204);
    expect((await call('GET', `/claims/${id}`, admin.token)).statusCode).toBe(404);
  });

  it('answers the claim report as a PDF to those who may read the claim', async () => {
    const { landlord, claim } = await setting();
    const raised = (await claim(landlord.token)).json();
    const id = raised.id;
    const res = await call('GET', `/claims/report/${id}`, landlord.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named for the claim, not report.pdf.
    expect(res.headers['content-disposition']).toBe(`attachment; filename="nivaas-claim-${raised.claimNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('Unpaid Rent');
    // The page itself, not only its bookmark: the text a reader sees.
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Unpaid Rent');
    // A document's amounts with paise, statuses by their titles.
    expect(text).toContain('claimed ₹20,000.00, status Pending');
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', `/claims/report/${id}`, other.token)).statusCode).toBe(404);
  });
});
