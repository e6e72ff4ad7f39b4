import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeProduct, makeStaff } from '../fixtures.ts';
import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  api = await startTestApi();
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

describe('products', () => {
  it('lists 50 a page by default and filters by part of the name, for any signed-in user', async () => {
    for (let i = 0; i < 3; i++) await makeProduct(api, { name: `Student Bond ${i}` });
    await makeProduct(api, { name: 'Corporate Cover' });
    const tenant = await makeUser(api, { userType: 'tenant' });
    const all = await call('GET', '/products', tenant.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, limit: 50, totalResults: 4, totalPages: 1 });
    const students = await call('GET', '/products?name=student&limit=2&page=2', admin.token);
    expect(students.json()).toMatchObject({ page: 2, limit: 2, totalResults: 3, totalPages: 2 });
    expect(students.json().results).toHaveLength(1);
    expect((await call('GET', '/products?colour=red', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/products', undefined)).statusCode).toBe(401);
  });

  it('shows the fee rule as bondFee: fixed fees plus weightage percent of the bond amount', async () => {
    const product = await makeProduct(api, { bondAmount: 80_000 });
    const res = await call('GET', `/products/${product.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().bondFee).toBe(4_500);
    const echoed = await call('PATCH', `/products/${product.id}`, admin.token, { ...res.json(), bondAmount: 100_000 });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json().bondFee).toBe(5_500);
    expect((await call('GET', '/products/not-an-id', admin.token)).statusCode).toBe(404);
  });

  it('checks what a product refers to, and needs product rights to write', async () => {
    const product = await makeProduct(api);
    const copy = (await call('GET', `/products/${product.id}`, admin.token)).json();
    const created = await call('POST', '/products', admin.token, { ...copy, name: 'Copy of it' });
    expect(created.statusCode).toBe(201);
    const broken = await call('POST', '/products', admin.token, {
      ...copy,
      category: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.category).toBe('Category not found');
    const reader = await makeStaff(api, { products: [] });
    expect((await call('POST', '/products', reader.token, { ...copy, name: 'x' })).statusCode).toBe(403);
    const landlord = await makeUser(api, { userType: 'landlord' });
    expect((await call('PATCH', `/products/${product.id}`, landlord.token, { name: 'Mine' })).statusCode).toBe(403);
  });

  it('deletes a product with its subscriptions, but not one that has bonds', async () => {
    const product = await makeProduct(api);
    const landlord = await makeUser(api, { userType: 'landlord' });
    await call('POST', '/subscription', admin.token, { productId: product.id, landlordId: landlord.id });
    expect((await call('DELETE', `/products/${product.id}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', `/subscription?landlordId=${landlord.id}`, admin.token)).json().totalResults).toBe(0);
    const used = await makeProduct(api);
    const tenant = await makeUser(api, { userType: 'tenant' });
    const property = await api.db
      .insertInto('property')
      .values({
        name: 'P',
        propertyType: 'Studio',
        expectedRent: 1,
        landlordId: landlord.id,
        propertyAddress: JSON.stringify({ locality: 'L', city: 'Pune', state: 'Maharashtra', pin: '411001' }),
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('bond')
      .values({
        tenantId: tenant.id,
        propertyId: property.id,
        productId: used.id,
        bondAmount: 1,
        bondFee: 1,
        bondEffectiveDate: '2025-01-01',
        tenure: 1,
      } as any)
      .execute();
    expect((await call('DELETE', `/products/${used.id}`, admin.token)).statusCode).toBe(409);
  });

  it('answers the caller’s product permissions', async () => {
    const editor = await makeStaff(api, { products: ['create', 'update'] });
    expect((await call('GET', '/products/permission', editor.token)).json()).toEqual({
      module: 'products',
      permissions: ['create', 'update'],
      create: true,
      update: true,
      delete: false,
    });
    expect((await call('GET', '/products/permission', admin.token)).json()).toMatchObject({
      create: true,
      update: true,
      delete: true,
    });
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', '/products/permission', tenant.token)).json()).toMatchObject({
      permissions: [],
      create: false,
    });
  });

  it('serves the catalogue lists: asset classes, categories, coverages, limits, rules', async () => {
    expect((await call('POST', '/assetclass', admin.token, { name: 'Contents' })).statusCode).toBe(201);
    for (const path of ['/assetclass', '/category', '/coverage', '/specificlimit', '/rules']) {
      const res = await call('GET', path, admin.token);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toHaveProperty('results');
    }
  });
});

describe('subscriptions: attaching products to landlords', () => {
  it('attaches once (201, then 409 Cannot subscribe product), lists 10 a page by landlord, and shows landlords their own', async () => {
    const product = await makeProduct(api);
    const landlord = await makeUser(api, { userType: 'landlord' });
    const res = await call('POST', '/subscription', admin.token, { productId: product.id, landlordId: landlord.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ productId: product.id, landlordId: landlord.id, name: product.name });
    const again = await call('POST', '/subscription', admin.token, { productId: product.id, landlordId: landlord.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.failure.subscribe);
    const list = await call('GET', `/subscription?landlordId=${landlord.id}`, admin.token);
    expect(list.json()).toMatchObject({ limit: 10, totalResults: 1 });
    expect((await call('GET', '/subscription', landlord.token)).json().totalResults).toBe(1);
    const other = await makeUser(api, { userType: 'landlord' });
    expect((await call('GET', '/subscription', other.token)).json().totalResults).toBe(0);
    expect(
      (await call('GET', `/products?landlordId=${landlord.id}`, landlord.token)).json().results.map((p: any) => p.id),
    ).toEqual([product.id]);
  });

  it('refuses unknown products, non-landlords and staff without product rights', async () => {
    const product = await makeProduct(api);
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect(
      (await call('POST', '/subscription', admin.token, { productId: product.id, landlordId: tenant.id })).json().errors
        .landlordId,
    ).toBe('Landlord not found');
    const landlord = await makeUser(api, { userType: 'landlord' });
    expect(
      (
        await call('POST', '/subscription', admin.token, {
          productId: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
          landlordId: landlord.id,
        })
      ).statusCode,
    ).toBe(400);
    const reader = await makeStaff(api, { products: [] });
    expect(
      (await call('POST', '/subscription', reader.token, { productId: product.id, landlordId: landlord.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/subscription', landlord.token, { productId: product.id, landlordId: landlord.id }))
        .statusCode,
    ).toBe(403);
  });

  it('needs the bond feature of the products module to attach or remove, besides create and delete', async () => {
    const product = await makeProduct(api);
    const landlord = await makeUser(api, { userType: 'landlord' });
    const writer = await makeStaff(api, { products: ['create', 'update', 'delete'] });
    const refused = await call('POST', '/subscription', writer.token, {
      productId: product.id,
      landlordId: landlord.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.failure.subscribe);
    await makeRole(api, 'productDesk', [
      { module: 'products', permissions: ['create', 'delete'], features: ['bond feature'] } as any,
    ]);
    const desk = await makeUser(api, { userType: 'internal', role: 'productDesk' });
    const attached = await call('POST', '/subscription', desk.token, {
      productId: product.id,
      landlordId: landlord.id,
    });
    expect(attached.statusCode).toBe(201);
    expect((await call('DELETE', `/subscription/${attached.json().id}`, writer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/subscription/${attached.json().id}`, desk.token)).statusCode).toBe(204);
  });
});
