import { afterAll, beforeAll, expect, it } from 'vitest';

import { isoDay, makeBond, makeCast, makeProduct } from './fixtures.ts';
import { startTestApi, type TestApi } from './harness.ts';

/**
 * Walks the call catalogue of spec 002 §7 (products and catalogue, bond requests and bonds, inspections,
 * claims, payments, dashboard, reports, verification) as an admin: every call answers with its shape
 * or a reasoned 4xx/503 in the one error shape; none is missing (404 "No route") and none fails (500).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

it('answers every call of the catalogue', async () => {
  const { admin, tenant, landlord, property } = await makeCast(api);
  const product = await makeProduct(api);
  const bond = await makeBond(api, {
    tenantId: tenant.id,
    landlordId: landlord.id,
    propertyId: property.id,
    bondEffectiveDate: isoDay(-350),
  });
  const rule = await api.db
    .insertInto('underwriting_rule')
    .values({ name: 'Salaried Standard' } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const Z = '8a6e0804-2bd0-4672-b79d-d97027f9071a';
  const range = { from: isoDay(-7), to: isoDay(0) };
  const calls: [method: string, path: string, expected: number, payload?: object][] = [
    ['GET', '/products', 200],
    ['GET', `/products/${product.id}`, 200],
    ['GET', '/products/permission', 200],
    ['POST', '/products', 400, {}],
    ['PATCH', `/products/${product.id}`, 200, { discount: 5 }],
    ['DELETE', `/products/${Z}`, 404],
    ['GET', '/assetclass', 200],
    ['POST', '/assetclass', 400, {}],
    ['GET', '/category', 200],
    ['POST', '/category', 201, { name: 'Walk Category' }],
    ['GET', '/coverage', 200],
    ['POST', '/coverage', 400, {}],
    ['GET', '/specificlimit', 200],
    ['POST', '/specificlimit', 400, {}],
    ['GET', '/rules', 200],
    ['GET', `/rules/${rule.id}`, 200],
    ['GET', '/subscription', 200],
    ['POST', '/subscription', 201, { productId: product.id, landlordId: landlord.id }],
    ['DELETE', `/subscription/${Z}`, 404],
    ['GET', '/bondrequest', 200],
    ['GET', `/bondrequest/${Z}`, 404],
    ['POST', '/bondrequest', 400, {}],
    ['POST', '/bondrequest/cancel', 400, {}],
    ['PATCH', `/bondrequest/${Z}`, 404, { status: 'accepted' }],
    ['POST', `/bondrequest/${Z}`, 404, { status: 'accepted' }],
    ['GET', '/bond', 200],
    ['GET', `/bond/${bond.id}`, 200],
    ['PATCH', `/bond/${bond.id}`, 200, { checkinDate: isoDay(-20), checkoutDate: isoDay(300) }],
    ['POST', '/bond/bondata', 200, { tenantId: tenant.id }],
    ['GET', `/bond/renew/status/${bond.id}`, 200],
    ['GET', `/refund/calculate/amt/${bond.id}`, 200],
    ['POST', '/bond/manual/renew', 200, { bondId: bond.bondId, bondFee: 3_000, bondAmount: 60_000 }],
    ['POST', '/bond/release', 200, { bondId: bond.id }],
    ['POST', '/inspections', 400, {}],
    ['GET', `/inspections?bondId=${bond.id}`, 200],
    ['PATCH', `/inspections/${Z}`, 404, {}],
    ['GET', '/claims', 200],
    ['POST', '/claims', 400, {}],
    ['PATCH', `/claims/${Z}`, 404, {}],
    ['DELETE', `/claims/${Z}`, 404],
    ['GET', `/claims/report/${Z}`, 404],
    ['POST', '/payment/cart', 403, { productId: product.id, bondAmount: 60_000, tenure: 1 }],
    ['POST', '/paymentGateway/initiate', 403, {}],
    ['POST', '/payment/complete', 400, {}],
    ['GET', `/payment?tenantId=${tenant.id}`, 200],
    ['GET', `/paymentGateway?tenantId=${tenant.id}`, 200],
    ['GET', '/payment/order/NVO-NONE', 404],
    ['GET', '/dashboard/summary?duration=Last%20Year', 200],
    ['GET', '/dashboard/series?duration=Last%20Year', 200],
    ['POST', '/users/downloadresource', 200, range],
    ['POST', '/users/downloadrefund', 200, range],
    ['POST', '/users/downloadresource/release', 200, range],
    ['POST', '/users/downloadresource/all', 200, range],
    ['POST', '/users/downloadresource/users', 200, range],
    ['GET', '/pin/411001', 200],
    ['POST', '/pan/validate', 200, { pan: 'ABCDE1234F' }],
    ['POST', '/verify/generateotp', 200, { mobileNo: '919876543210' }],
    ['POST', '/verify/verifyotp', 400, { mobileNo: '919876543210', code: '0000' }],
    ['POST', '/verify/generateotponmail', 200, { email: admin.email }],
    ['POST', '/verify/verifyotponmail', 400, { email: admin.email, code: '0000' }],
    ['POST', '/verify/generateleadsotp', 200, { mobileNo: '919876543211' }],
    ['POST', '/verify/verifyleadotp', 400, { mobileNo: '919876543211', code: '0000' }],
    ['POST', '/verify/adhaar/generateotp', 400, {}],
    ['POST', '/verify/adhaar/verifyotp', 400, {}],
    ['POST', '/adhaar/captcha', 503, {}],
    ['POST', '/adhaar/send/otp', 503, {}],
    ['POST', '/adhaar/verify', 503, {}],
    ['POST', '/adhaar/generateurl', 503, {}],
    ['POST', '/adhaar/getadhar', 503, {}],
    ['GET', `/idcra?userId=${tenant.id}`, 404],
    ['POST', `/idcra?userId=${tenant.id}`, 422],
    ['GET', '/idcra/getrawdata/1', 404],
    ['GET', `/consent?userId=${tenant.id}`, 200],
  ];
  const wrong: string[] = [];
  for (const [method, path, expected, payload] of calls) {
    const res = await api.request({
      method: method as any,
      url: `/api/v1${path}`,
      token: admin.token,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== expected)
      wrong.push(`${method} ${path}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`);
    else if (res.statusCode >= 400) {
      const body = res.json();
      if (typeof body.code !== 'string' || typeof body.message !== 'string' || /^No route/.test(body.message))
        wrong.push(`${method} ${path}: not a reasoned error: ${res.body.slice(0, 160)}`);
    }
  }
  expect(wrong).toEqual([]);
});
