import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';

import { isoDay, makeCast, makeCastBond, makeStaff } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call = (method: string, url: string, token: string, payload?: object) =>
  api.request({ method: method as any, url, token, ...(payload ? { payload } : {}) });
const line = { type: 'Unpaid Rent', claimAmount: 20_000, from: isoDay(-20), to: isoDay(-1) };

describe('who decides a claim (spec 002 §5: statuses, amounts, remark, payments and recoveries are for admins)', () => {
  it('lets staff with claims update rights edit a line but not decide it, on both API dialects; an admin decides', async () => {
    const cast = await makeCast(api);
    const bond = await makeCastBond(api, cast);
    const claim = (
      await call('POST', '/api/v1/claims', cast.landlord.token, {
        landlordId: cast.landlord.id,
        tenantId: cast.tenant.id,
        bondId: bond.id,
        claims: [line],
      })
    ).json();
    const clerk = await makeStaff(api, { claims: ['read', 'create', 'update'] });

    const edited = await call('PATCH', `/api/v1/claims/${claim.id}`, clerk.token, {
      claims: [{ ...claim.claims[0], claimAmount: 18_000 }],
      comment: 'Checked the ledger',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().claims[0]).toMatchObject({ claimAmount: 18_000, status: 'pending' });

    // The decision is written by admins only: the claim schema's x-access, refused naming the field.
    for (const [url, method, body, field] of [
      [
        `/api/v1/claims/${claim.id}`,
        'PATCH',
        { claims: [{ ...edited.json().claims[0], status: 'approved', approvedAmount: 18_000 }] },
        'Status',
      ],
      [
        `/api/v1/claims/${claim.id}`,
        'PATCH',
        { payments: [{ utr_checkNumber: 'UTR42', authAmount: 5_000, paymentDate: isoDay(0) }] },
        'Payments',
      ],
      [
        `/api/admin/claim/${claim.id}`,
        'PUT',
        { ...edited.json(), claims: [{ ...edited.json().claims[0], status: 'rejected' }] },
        'Status',
      ],
    ] as const) {
      const refused = await call(method, url, clerk.token, body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(
        fillMessage(messages.request.fieldNotWritable, { field, who: messages.accessRoles.admin }),
      );
    }
    const stored = await api.db
      .selectFrom('claim')
      .select(['claims', 'payments'])
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect((stored.claims as any[])[0]).toMatchObject({ claimAmount: 18_000, status: 'pending' });

    // The decision carries the reason the tenant and the landlord read (decision 055).
    const decision = { claims: [{ ...edited.json().claims[0], status: 'approved', approvedAmount: 18_000 }] };
    const noReason = await call('PATCH', `/api/v1/claims/${claim.id}`, cast.admin.token, decision);
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect(noReason.json().errors).toEqual({ finalComment: messages.claim.decisionReasonRequired });
    const decided = await call('PATCH', `/api/v1/claims/${claim.id}`, cast.admin.token, {
      ...decision,
      finalComment: 'The ledger shows the rent unpaid',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().decidedAt).toBeTruthy();
    // The decided line goes back unchanged with the clerk's next edit of the comment.
    const again = await call('PATCH', `/api/v1/claims/${claim.id}`, clerk.token, {
      claims: decided.json().claims,
      comment: 'Tenant informed',
    });
    expect(again.statusCode, again.body).toBe(200);
    // A new line with the status a form fills in by itself (the schema's default, pending) decides nothing.
    const added = await call('PATCH', `/api/v1/claims/${claim.id}`, clerk.token, {
      claims: [...again.json().claims, { ...line, status: 'pending' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().claims[1]).toMatchObject({ claimAmount: line.claimAmount, status: 'pending' });
  });
});

describe('staff without claims update rights (spec 002 §6 permissions)', () => {
  it('are refused a change with what their role lacks, not with the landlord rule', async () => {
    const cast = await makeCast(api);
    const bond = await makeCastBond(api, cast);
    const claim = (
      await call('POST', '/api/v1/claims', cast.landlord.token, {
        landlordId: cast.landlord.id,
        tenantId: cast.tenant.id,
        bondId: bond.id,
        claims: [line],
      })
    ).json();
    const reader = await makeStaff(api, { claims: ['read'] });
    for (const [method, url, body] of [
      ['PATCH', `/api/v1/claims/${claim.id}`, { comment: 'Seen' }],
      ['PUT', `/api/admin/claim/${claim.id}`, { ...claim, comment: 'Seen' }],
    ] as const) {
      const refused = await call(method, url, reader.token, body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(messages.request.noPermission);
    }
  });
});
