import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productProblems, productWarnings } from '#domain/products/rules.ts';

import { makeProduct } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The product rules of spec 002 §5 (`productProblems`): at least one feature, each complete, an underwriting rule.
 * Every door that writes a product (POST and PATCH /api/v1/products, the console's POST and PUT /api/admin/product)
 * refuses alike: 400 with the rule's own field messages, the ones the wizard shows.
 */
let api: TestApi;
let admin: Awaited<ReturnType<typeof makeUser>>;
let stored: Record<string, any>;

beforeAll(async () => {
  api = await startTestApi();
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  const product = await makeProduct(api);
  stored = (await api.v1('GET', `/products/${product.id}`, admin.token)).json();
});
afterAll(() => api?.close());

/** The stored product as a client sends it back (the console does; the server ignores its own fields), with `changes`. */
const body = (changes: Record<string, unknown>): Record<string, any> => ({
  ...stored,
  name: `Rules ${Math.random()}`,
  ...changes,
});

type Send = (product: Record<string, unknown>) => ReturnType<TestApi['request']>;
/** The four doors: each creates a product or changes `stored`. */
const DOORS: [door: string, creates: boolean, send: Send][] = [
  ['POST /api/v1/products', true, (p) => api.v1('POST', '/products', admin.token, p)],
  ['PATCH /api/v1/products/:id', false, (p) => api.v1('PATCH', `/products/${stored.id}`, admin.token, p)],
  [
    'POST /api/admin/product',
    true,
    (p) => api.request({ method: 'POST', url: '/api/admin/product', token: admin.token, payload: p }),
  ],
  [
    'PUT /api/admin/product/:id',
    false,
    (p) => api.request({ method: 'PUT', url: `/api/admin/product/${stored.id}`, token: admin.token, payload: p }),
  ],
];
/** Each door's status and field errors for `product` (a create leaves out what a change clears with null). */
const doors = DOORS.map(
  ([door, creates, send]) =>
    [
      door,
      async (product: Record<string, unknown>) => {
        const res = await send(
          creates ? Object.fromEntries(Object.entries(product).filter(([, v]) => v !== null)) : product,
        );
        return { status: res.statusCode, errors: res.json().errors };
      },
    ] as const,
);

describe('a product needs features, each complete, and an underwriting rule, at every door', () => {
  const incomplete = () => [{ ...stored.features[0], feeType: 'fixed', weight: undefined, fee: undefined }];
  const cases: [string, () => Record<string, unknown>][] = [
    ['no feature (a ₹0 fee)', () => body({ features: [] })],
    ['a fixed feature without its fee', () => body({ features: incomplete() })],
    ['no underwriting rule', () => body({ underwritinRuleId: null })],
  ];
  for (const [rule, product] of cases) {
    it(`refuses ${rule} with the rule's message`, async () => {
      const expected = productProblems(JSON.parse(JSON.stringify(product())));
      expect(Object.keys(expected)).toHaveLength(1);
      for (const [door, send] of doors) expect(await send(product()), door).toEqual({ status: 400, errors: expected });
    });
  }

  it('refuses the fee type’s other field (a weight on a fixed feature), as the wizard never sends it (decision 061)', async () => {
    const fixed = { ...stored.features[0], feeType: 'fixed', fee: 1_000, weight: 4 };
    const weighted = { ...stored.features[0], feeType: 'weightage', weight: 4, fee: 1_000 };
    for (const [door, send] of doors) {
      expect(await send(body({ features: [fixed] })), door).toEqual({
        status: 400,
        errors: { 'features.0.weight': 'Weight is not asked for with the answers given: leave it empty' },
      });
      expect(await send(body({ features: [weighted] })), door).toEqual({
        status: 400,
        errors: { 'features.0.fee': 'Fee is not asked for with the answers given: leave it empty' },
      });
      // A cleared field (what the form leaves) is no answer.
      expect((await send(body({ features: [{ ...fixed, weight: null }] }))).status, door).toBeLessThan(300);
    }
  });

  it('stores a complete product, a fee outside the stated 6-9% being a warning only', async () => {
    const cheap = body({ bondAmount: 45_000, features: [{ ...stored.features[1], feeType: 'fixed', fee: 6 }] });
    expect(productProblems(cheap)).toEqual({});
    expect(productWarnings(cheap)).toEqual([
      'The yearly fee of ₹6 is 0.01% of the bond amount ₹45,000: the stated fee is 6-9 percent a year of the guarantee value',
    ]);
    for (const [door, send] of doors) expect((await send(cheap)).status, door).toBeLessThan(300);
    expect(
      productWarnings(
        body({ bondAmount: 50_000, features: [{ ...stored.features[0], feeType: 'weightage', weight: 7 }] }),
      ),
    ).toEqual([]);
  });
});
