import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

import { makeBond, makeCoApplicant, makeProperty, makeStaffRoles, type TestUser } from '../accounts/fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
});
afterAll(() => api?.close());

const get = (url: string, token?: string) => api.request({ method: 'GET', url: `/api/v1${url}`, token });
const t = messages.bondCertificate;

/** A tenant and a landlord with names, the landlord's property, and an Active bond of ₹45,000 (fee ₹3,200) from 01/01/2025 for a year. */
async function cast(bondFields: Record<string, unknown> = {}) {
  const tenant = await makeUser(api, { userType: 'tenant', name: 'Tanvi Kulkarni' });
  const landlord = await makeUser(api, { userType: 'landlord', name: 'Lalit Deshpande' });
  const property = await makeProperty(api, landlord.id, 'Baner Heights 2BHK');
  const made = await makeBond(api, tenant.id, landlord.id, property.id);
  const bond = Object.keys(bondFields).length
    ? await api.db
        .updateTable('bond')
        .set(bondFields as never)
        .where('id', '=', made.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : made;
  return { tenant, landlord, property, bond: bond as typeof made };
}

describe('GET /api/v1/bond/pdf/{bondId}: the bond certificate', () => {
  it('is a one-page PDF, inline, named by the bond number, with the bond, the parties, the terms, the covered risks and the verification address', async () => {
    const { tenant, bond } = await cast({ checkinDate: '2025-01-05' });
    const co = await makeCoApplicant(api, tenant.id, { name: 'Meera Kulkarni', relation: 'mother' });
    await api.db
      .updateTable('bond')
      .set({ coApplicants: JSON.stringify([co.id]) } as never)
      .where('id', '=', bond.id)
      .execute();

    const res = await get(`/bond/pdf/${bond.bondId}`, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Nivaas-bond-${bond.bondId}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const text = await pdfText(res.rawPayload);
    const verifyUrl = `${api.config.publicUrl}/verify/bond/${bond.bondId}`;
    for (const shown of [
      t.title,
      bond.bondId!,
      'Status: Active',
      'Tanvi Kulkarni',
      'Meera Kulkarni (mother)',
      'Lalit Deshpande',
      'Baner Heights 2BHK',
      'Baner, Pune, Maharashtra 411045',
      '₹45,000.00',
      '₹3,200.00',
      '1 year',
      '01/01/2025',
      '31/12/2025',
      '05/01/2025',
      'Not released',
      t.coverRent,
      t.coverNotice,
      t.coverDamage,
      t.coverUtilities,
      t.verifyHeading,
      verifyUrl,
    ])
      expect(text, shown).toContain(shown);
    expect(text).not.toContain(t.notInForce.replace('{status}', 'Active'));
    // The address is a link too (an annotation of the page), beside the QR code that encodes it.
    expect(res.rawPayload.toString('latin1')).toContain(`/URI (${verifyUrl})`);
  });

  it('opens by the record id as well as by the bond number', async () => {
    const { tenant, bond } = await cast();
    const res = await get(`/bond/pdf/${bond.id}`, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Nivaas-bond-${bond.bondId}.pdf`);
  });

  it("opens for the bond's landlord, the landlord of its property, admins and read-only staff", async () => {
    const { landlord, bond } = await cast();
    const propertyOwner = await makeUser(api, { userType: 'landlord' });
    const tenant = await makeUser(api, { userType: 'tenant' });
    const onTheirProperty = await makeBond(
      api,
      tenant.id,
      propertyOwner.id,
      (await makeProperty(api, propertyOwner.id)).id,
    );
    await api.db
      .updateTable('bond')
      .set({ landlordId: null } as never)
      .where('id', '=', onTheirProperty.id)
      .execute();
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const staff = await makeUser(api, { userType: 'internal', role: 'staff' });
    const status = async (user: TestUser, bondId: string) => (await get(`/bond/pdf/${bondId}`, user.token)).statusCode;
    expect(await status(landlord, bond.bondId!)).toBe(200);
    expect(await status(propertyOwner, onTheirProperty.bondId!)).toBe(200);
    expect(await status(admin, bond.bondId!)).toBe(200);
    expect(await status(staff, bond.bondId!)).toBe(200);
  });

  it('is 404 for another tenant or landlord, exactly as for a number that does not exist, and 401 unsigned', async () => {
    const { bond } = await cast();
    const otherTenant = await makeUser(api, { userType: 'tenant' });
    const otherLandlord = await makeUser(api, { userType: 'landlord' });
    const unknown = await get('/bond/pdf/NVB-2020-NOSUCHNO', otherTenant.token);
    expect(unknown.statusCode).toBe(404);
    for (const stranger of [otherTenant, otherLandlord]) {
      const res = await get(`/bond/pdf/${bond.bondId}`, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await get(`/bond/pdf/${bond.bondId}`)).statusCode).toBe(401);
  });

  it('prints a bond no longer in force with its status and a notice that it is not in force', async () => {
    const { tenant, bond } = await cast({
      status: 'Released',
      checkinDate: '2025-01-05',
      releaseDate: '2025-06-30',
      checkoutDate: '2025-06-30',
    });
    const text = await pdfText((await get(`/bond/pdf/${bond.bondId}`, tenant.token)).rawPayload);
    expect(text).toContain('Status: Released');
    expect(text).toContain(t.notInForce.replace('{status}', 'Released'));
    expect(text).toContain('30/06/2025');
  });
});

describe('GET /api/v1/bond/verify/{bondId}: anyone checks a certificate', () => {
  it('answers the status, amount and dates, and nothing about the people or the address', async () => {
    const { tenant, landlord, property, bond } = await cast({ checkinDate: '2025-01-05' });
    const res = await get(`/bond/verify/${bond.bondId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bondId: bond.bondId,
      status: 'Active',
      inForce: true,
      bondAmount: 45000,
      tenure: 1,
      bondEffectiveDate: '2025-01-01',
      expiryDate: '2025-12-31',
      checkinDate: '2025-01-05',
      city: 'Pune',
    });
    for (const personal of [
      tenant.id,
      tenant.email,
      'Tanvi',
      landlord.id,
      landlord.email,
      'Lalit',
      property.id,
      property.name,
      'Baner',
      '411045',
      bond.id,
      '3200',
    ]) {
      expect(res.body, personal).not.toContain(personal);
    }
    // The record id finds it too, and answers the bond number, never the id.
    expect((await get(`/bond/verify/${bond.id}`)).json().bondId).toBe(bond.bondId);
  });

  it('says when a bond is no longer in force, with its release date', async () => {
    const { bond } = await cast({ status: 'Released', releaseDate: '2025-06-30' });
    expect((await get(`/bond/verify/${bond.bondId}`)).json()).toMatchObject({
      status: 'Released',
      inForce: false,
      releaseDate: '2025-06-30',
    });
  });

  it('is 404 for a number that does not exist', async () => {
    const res = await get('/bond/verify/NVB-2020-NOSUCHNO');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
