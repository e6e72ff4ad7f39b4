import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';
import { simulatorProvider } from '#server/payments/operations/simulator-provider.server.ts';
import { WEBHOOK_PATH } from '#server/payments/operations/webhook.server.ts';

import { claimLine, isoDay, makeBond, makeCast, makeEligibility, makeProduct, type TestUser } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { InvariantBroken, perform, type Run, type Step, stepArb } from './actions.ts';
import { brokenInvariants, snapshot } from './invariants.ts';
import { buildWorld, worldSpec } from './world.ts';

/**
 * Issue 29, "invariants tested by generation": random sequences of tenant, landlord and staff actions, each through
 * a random door (/api/v1, the console's /api/admin, the payment's browser return or the provider's webhook), on one
 * app, and after every step the invariants of invariants.ts read from the database, beside the answer's own: never a
 * 5xx, and every refusal (4xx) with a message. Seeded and printed: replay a failure with INVARIANT_SEED=<seed>
 * (INVARIANT_RUNS=<n> for more runs, INVARIANT_SHRINK=1 to shrink the failing sequence, INVARIANT_VERBOSE=1 to print
 * every run's requests). Runs on PGlite, and on PostgreSQL with DATABASE_URL. Decision 040.
 */
const SEED = Number(process.env.INVARIANT_SEED ?? 33);
const RUNS = Number(process.env.INVARIANT_RUNS ?? 25);

let api: TestApi;
let staff: { admin: TestUser; finance: TestUser };
const tally = new Map<string, number>();
/** Bonds whose value staff set by hand, over the whole file (the invariants read every bond of the database). */
const staffValued = new Set<string>();
beforeAll(async () => {
  api = await startTestApi();
  staff = {
    admin: await makeUser(api, { userType: 'internal', role: 'admin' }),
    finance: await makeUser(api, { userType: 'internal', role: 'financeHead' }),
  };
});
afterAll(async () => {
  if (tally.size) {
    const orders = await api.db
      .selectFrom('payment_order')
      .select(['type', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['type', 'status'])
      .orderBy('type')
      .orderBy('status')
      .execute();
    console.log(
      `invariants: what the runs did\n${[...tally]
        .sort()
        .map(([k, n]) => `  ${String(n).padStart(4)}  ${k}`)
        .join('\n')}\n  orders: ${orders.map((o) => `${o.type} ${o.status} ${o.n}`).join(', ')}`,
    );
  }
  await api?.close();
});

const describeStep = (s: Step) =>
  `${s.action}(a=${s.a}, b=${s.b}, door=${s.door}, value=${s.value}, flag=${s.flag}, chain=${s.chain})`;

describe('the bond, claim and wallet invariants, over generated sequences of actions through random doors', () => {
  it('hold after every step', async () => {
    console.log(
      `invariants: seed ${SEED}, ${RUNS} runs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (replay with INVARIANT_SEED=${SEED})`,
    );
    const property = fc.asyncProperty(
      worldSpec,
      fc.array(stepArb, { minLength: 8, maxLength: 16 }),
      async (spec, steps) => {
        const world = await buildWorld(api, spec, staff);
        const run: Run = {
          api,
          world,
          simulator: simulatorProvider(api.config.authSecret, api.db),
          keySecret: simulatorKeySecret(api.config.authSecret),
          log: [],
          staffValued,
          tally,
        };
        const fail = (i: number, what: string) => {
          throw new Error(
            `after step ${i + 1} of ${steps.length}, ${describeStep(steps[i])}:\n  ${what}\nworld: ${JSON.stringify(spec)}\nrequests:\n  ${run.log.join('\n  ')}`,
          );
        };
        const broken = await brokenInvariants(run, await snapshot(api));
        if (broken.length) throw new Error(`the world broke the invariants before any step:\n  ${broken.join('\n  ')}`);
        for (const [i, step] of steps.entries()) {
          const before = await snapshot(api);
          run.log.push(`— step ${i + 1}: ${describeStep(step)}`);
          try {
            await perform(run, step);
          } catch (error) {
            if (error instanceof InvariantBroken) fail(i, error.message);
            throw error;
          }
          const problems = await brokenInvariants(run, before);
          if (problems.length) fail(i, problems.join('\n  '));
        }
        if (process.env.INVARIANT_VERBOSE) console.log(`world: ${JSON.stringify(spec)}\n  ${run.log.join('\n  ')}`);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: !process.env.INVARIANT_SHRINK });
    // Not vacuous: some orders were paid through the runs.
    expect(
      (await api.db.selectFrom('payment_order').select('id').where('status', '=', 'paid').execute()).length,
    ).toBeGreaterThan(0);
  }, 600_000);

  // Found by the generated runs (seeds 1 and 2 of an earlier version, before the fix in server/payments/operations/webhook.server.ts): the
  // browser's return was refused and credited the amount to the wallet, then the provider's payment.captured webhook
  // for the same order fulfilled it again: a second credit, or, once the claim was closed, the renewal as well.
  it('credits a refused order once: a capture after the refused return changes nothing', async () => {
    const cast = await makeCast(api);
    const product = await makeProduct(api, { minimumMonths: 2, bondAmount: 40_000 });
    await api.db
      .insertInto('subscription')
      .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as never)
      .execute();
    await makeEligibility(api, cast.tenant.id, 'eligible', 160_000);
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      productId: product.id,
      bondEffectiveDate: isoDay(-350),
      bondAmount: 40_000,
    });
    const plan = (
      await api.v1(
        'GET',
        `/payment/plan?type=renew&propertyId=${cast.property.id}&bondId=${bond.id}`,
        cast.tenant.token,
      )
    ).json();
    const made = await api.v1('POST', '/paymentGateway/initiate', cast.tenant.token, {
      propertyId: cast.property.id,
      type: 'renew',
      bondId: bond.id,
      tenure: 1,
      bondEffectiveDate: plan.fixedEffectiveDate,
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json();
    const claim = await api.db
      .insertInto('claim')
      .values({
        claimNumber: `CLM-I-${bond.id.slice(0, 8)}`,
        landlordId: cast.landlord.id,
        tenantId: cast.tenant.id,
        bondId: bond.id,
        claims: JSON.stringify([claimLine()]),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const keySecret = simulatorKeySecret(api.config.authSecret);
    const back = await api.v1('POST', '/payment/complete', cast.tenant.token, {
      eqaroOrderId: order.eqaroOrderId,
      razorpay_payment_id: 'pay_inv_a',
      razorpay_signature: signPayment(keySecret, order.order_id, 'pay_inv_a'),
    });
    expect(back.statusCode).toBe(409);
    const simulator = simulatorProvider(api.config.authSecret, api.db);
    const capture = async (id: string) => {
      const delivery = simulator.webhook('payment.captured', {
        id,
        order_id: order.order_id,
        amount: Math.round(order.amount * 100),
      });
      return api.request({ method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
    };
    expect((await capture('pay_inv_a')).json().status).toBe('rejected');
    await api.db.deleteFrom('claim').where('id', '=', claim.id).execute();
    expect((await capture('pay_inv_b')).json().status).toBe('rejected');
    const entries = await api.db
      .selectFrom('wallet_entry')
      .select(['amount', 'reason', 'referenceId'])
      .where('userId', '=', cast.tenant.id)
      .execute();
    expect(entries).toEqual([{ amount: order.amount, reason: 'refused-payment', referenceId: order.eqaroOrderId }]);
    expect(
      await api.db
        .selectFrom('payment_order')
        .select('status')
        .where('eqaroOrderId', '=', order.eqaroOrderId)
        .executeTakeFirst(),
    ).toEqual({ status: 'refused' });
    expect(await api.db.selectFrom('bond').select('tenure').where('id', '=', bond.id).executeTakeFirst()).toEqual({
      tenure: 1,
    });
  });
});

describe('the wallet ledger (decision 040)', () => {
  it('records each move with its reason and reference, shows owners their own and staff all, and is written by nobody else', async () => {
    const [tenant, other] = [await makeUser(api, { userType: 'tenant' }), await makeUser(api, { userType: 'tenant' })];
    expect(
      (await api.v1('POST', '/wallet/add', staff.finance.token, { amount: 1_250.5, userId: tenant.id })).statusCode,
    ).toBe(200);
    expect(
      (await api.v1('POST', '/wallet/add', staff.admin.token, { amount: 100, userId: tenant.id })).statusCode,
    ).toBe(200);
    const own = await api.v1('GET', '/wallet/entries?sortBy=createdAt:asc', tenant.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(
      own.json().results.map((e: Record<string, unknown>) => [e.amount, e.balance, e.reason, e.referenceId]),
    ).toEqual([
      [1_250.5, 1_250.5, 'topup', staff.finance.id],
      [100, 1_350.5, 'topup', staff.admin.id],
    ]);
    expect((await api.v1('GET', '/wallet/own', tenant.token)).json().totalAmount).toBe(1_350.5);
    expect((await api.v1('GET', `/wallet/entries?userId=${tenant.id}`, other.token)).json().results).toEqual([]);
    expect((await api.v1('GET', `/wallet/entries?userId=${tenant.id}`, staff.admin.token)).json().results).toHaveLength(
      2,
    );
    const entry = own.json().results[0];
    const refusals = [
      await api.request({
        method: 'POST',
        url: '/api/admin/wallet-entry',
        token: staff.admin.token,
        payload: { userId: tenant.id, amount: 5_000, balance: 5_000, reason: 'topup' },
      }),
      await api.request({
        method: 'PUT',
        url: `/api/admin/wallet-entry/${entry.id}`,
        token: staff.admin.token,
        payload: { ...entry, amount: 9_999 },
      }),
      await api.request({ method: 'DELETE', url: `/api/admin/wallet-entry/${entry.id}`, token: staff.admin.token }),
    ];
    for (const res of refusals)
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        messages.request.readOnlyRecords.replace('{title}', 'Wallet Entry'),
      ]);
    expect(
      (
        await api.v1('POST', '/wallet/entries', staff.admin.token, {
          userId: tenant.id,
          amount: 5_000,
          balance: 5_000,
          reason: 'topup',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await api.db.selectFrom('wallet_entry').select('amount').where('userId', '=', tenant.id).execute(),
    ).toHaveLength(2);
  });
});
