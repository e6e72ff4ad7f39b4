import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dueDate } from '#domain/claims/instalments.ts';
import { addDays, today } from '#domain/format/dates.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { mandatePath } from '#server/payments/operations/recurring-provider.server.ts';
import { flagMissedInstalments } from '#server/recoveries/operations/missed.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeDecidedClaim } from './decided-claim.ts';

/** Repaying a claim in instalments through the API and the simulator's mandate page (decision 056). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const page = (subscriptionId: string, action: string, payload: object = {}) =>
  api.request({ method: 'POST', url: `${mandatePath(subscriptionId)}/${action}`, payload });

describe('repayment plans', () => {
  it('runs a 6-instalment plan: mandate, charges, a failure retried by the tenant, the ledger, a missed flag for staff', async () => {
    const { tenant, landlord, admin, claim } = await makeDecidedClaim(api, 9_000);
    const before = await api.v1('GET', `/recoveries/claim/${claim.id}`, tenant.token);
    expect(before.json()).toMatchObject({ amountToRecover: 9_000, counts: [1, 3, 6, 12], mayChoose: true, plan: null });

    const chosen = await api.v1('POST', `/recoveries/claim/${claim.id}/plan`, tenant.token, { count: 6 });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const { plan } = chosen.json();
    expect(plan.instalments.map((i: any) => i.amount)).toEqual([1500, 1500, 1500, 1500, 1500, 1500]);
    expect(plan.subscriptionId).toBeUndefined();
    const subscriptionId = chosen.json().mandateUrl.split('/').pop();

    // The mandate page: authorising pays the first instalment (its webhook first), the return activates.
    const html = await api.request({ method: 'GET', url: mandatePath(subscriptionId) });
    expect(html.body).toContain('Authorise mandate and pay ₹1,500.00');
    const result = (await page(subscriptionId, 'authorise')).json();
    const back = await api.v1('POST', `/recoveries/plans/${plan.id}/authorise`, tenant.token, result);
    const start = today();
    expect(back.json().plan).toMatchObject({ status: 'active', startDate: start });
    expect(back.json().plan.instalments.map((i: any) => i.dueDate)).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => dueDate(start, n)),
    );
    expect(back.json().plan.instalments[0]).toMatchObject({ status: 'paid', dueDate: start, attempts: 1 });

    // The second charge fails; the tenant retries it now; the retried charge succeeds.
    expect((await page(subscriptionId, 'charge', { fail: true })).json()).toMatchObject({ failed: true });
    const retry = await api.v1('POST', `/recoveries/plans/${plan.id}/retry`, tenant.token);
    expect(retry.json().plan.instalments[1]).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(retry.json().mandateUrl).toBe(mandatePath(subscriptionId));
    expect((await page(subscriptionId, 'charge', { fail: false })).statusCode).toBe(200);
    const view = (await api.v1('GET', `/recoveries/claim/${claim.id}`, tenant.token)).json();
    expect(view.plan.instalments.map((i: any) => [i.status, i.attempts])).toEqual([
      ['paid', 1],
      ['paid', 2],
      ['due', 0],
      ['due', 0],
      ['due', 0],
      ['due', 0],
    ]);
    expect(view.entries.map((e: any) => [e.reason, e.amount, e.referenceId])).toEqual([
      ['instalment', 1500, `${claim.claimNumber}/1`],
      ['payment', -1500, `${claim.claimNumber}/1`],
      ['instalment', 1500, `${claim.claimNumber}/2`],
      ['payment', -1500, `${claim.claimNumber}/2`],
    ]);
    expect((await api.v1('GET', '/wallet/entries', tenant.token)).json().results).toHaveLength(4);
    const notices = await api.db.selectFrom('notification').select('title').where('userId', '=', tenant.id).execute();
    expect(notices.map((n) => n.title)).toEqual(
      expect.arrayContaining([messages.recoveries.paidTitle, messages.recoveries.failedTitle]),
    );

    // Staff read the plan with the provider's ids; the missed rule flags the third instalment 8 days after it was due.
    const staffView = (await api.v1('GET', `/recoveries/claim/${claim.id}`, admin.token)).json();
    expect(staffView.plan).toMatchObject({ subscriptionId, provider: 'simulator', missed: false });
    expect(await flagMissedInstalments(api.db, addDays(view.plan.instalments[2].dueDate, 7))).toBe(0);
    expect(await flagMissedInstalments(api.db, addDays(view.plan.instalments[2].dueDate, 8))).toBe(1);
    expect(await flagMissedInstalments(api.db, addDays(view.plan.instalments[2].dueDate, 9))).toBe(0);
    const flagged = (await api.v1('GET', `/recoveries/claim/${claim.id}`, admin.token)).json().plan;
    expect(flagged.missed).toBe(true);
    expect(flagged.instalments[2].status).toBe('missed');
    const staffNotices = await api.db
      .selectFrom('notification')
      .select(['title', 'message'])
      .where('userId', '=', admin.id)
      .execute();
    expect(staffNotices.map((n) => n.title)).toEqual([messages.recoveries.missedTitle]);
    const listed = await api.request({
      method: 'GET',
      url: '/api/admin/repayment-plan?missed=true',
      token: admin.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);

    // Every write is in the audit trail.
    const audit = await api.db
      .selectFrom('audit_entry')
      .select('action')
      .where('resource', '=', 'repayment-plan')
      .where('recordId', '=', plan.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'create',
        'mandate-authorised',
        'instalment-paid',
        'instalment-failed',
        'instalment-retry',
        'instalment-missed',
      ]),
    );

    // The tenant lists their own plans (the provider's ids are staff's); another tenant sees none.
    const own = (await api.v1('GET', '/recoveries/plans', tenant.token)).json().results;
    expect(own.map((p: any) => [p.id, p.subscriptionId])).toEqual([[plan.id, undefined]]);
    expect((await api.v1('GET', '/recoveries/plans', landlord.token)).json().results).toEqual([]);
    // The landlord sees no plan here (404); nobody may edit the plan through the generic API.
    expect((await api.v1('GET', `/recoveries/claim/${claim.id}`, landlord.token)).statusCode).toBe(404);
    expect(
      (await api.v1('PATCH', `/recoveries/plans/${plan.id}`, tenant.token, { missed: false })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('dates the claim’s recovery stage when the last instalment is paid', async () => {
    const { tenant, claim } = await makeDecidedClaim(api, 2_000);
    const chosen = await api.v1('POST', `/recoveries/claim/${claim.id}/plan`, tenant.token, { count: 1 });
    const subscriptionId = chosen.json().mandateUrl.split('/').pop();
    const result = (await page(subscriptionId, 'authorise')).json();
    await api.v1('POST', `/recoveries/plans/${chosen.json().plan.id}/authorise`, tenant.token, result);
    const stored = await api.db
      .selectFrom('claim')
      .select('recoveredAt')
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(stored.recoveredAt).toBeTruthy();
    const audit = await api.db
      .selectFrom('audit_entry')
      .select('action')
      .where('resource', '=', 'claim')
      .where('recordId', '=', claim.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('recovered');
  });

  it('refuses choosing twice, a count not allowed, someone else’s claim, staff choosing, and nothing to repay', async () => {
    const { tenant, admin, claim } = await makeDecidedClaim(api, 5_000);
    const other = await makeUser(api, { userType: 'tenant' });
    const choose = (token: string, body: object, id = claim.id) =>
      api.v1('POST', `/recoveries/claim/${id}/plan`, token, body);

    const notAllowed = await choose(tenant.token, { count: 4 });
    expect([notAllowed.statusCode, notAllowed.json().message]).toEqual([
      400,
      fillMessage(messages.recoveries.countNotAllowed, { counts: '3, 6, 12' }),
    ]);
    const stranger = await choose(other.token, { count: 3 });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, messages.recoveries.claimNotFound]);
    const staff = await choose(admin.token, { count: 3 });
    expect([staff.statusCode, staff.json().message]).toEqual([403, messages.recoveries.onlyTenant]);
    expect((await choose(tenant.token, { count: 3 })).statusCode).toBe(201);
    const twice = await choose(tenant.token, { count: 6 });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      fillMessage(messages.recoveries.alreadyChosen, { choice: '3 monthly instalments' }),
    ]);
    expect(await api.db.selectFrom('repayment_plan').select('count').where('claimId', '=', claim.id).execute()).toEqual(
      [{ count: 3 }],
    );

    const undecided = await makeDecidedClaim(api, 5_000);
    await api.db
      .updateTable('claim')
      .set({ claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 5_000, status: 'pending' }]) } as any)
      .where('id', '=', undecided.claim.id)
      .execute();
    const nothing = await choose(undecided.tenant.token, { count: 1 }, undecided.claim.id);
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, messages.recoveries.nothingToRecover]);
    const retry = await api.v1(
      'POST',
      `/recoveries/plans/${(await api.db.selectFrom('repayment_plan').select('id').where('claimId', '=', claim.id).executeTakeFirstOrThrow()).id}/retry`,
      tenant.token,
    );
    expect([retry.statusCode, retry.json().message]).toEqual([409, messages.recoveries.nothingToRetry]);
  });
});
