import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  mayChangeClaim,
  mayDecideClaim,
  mayDeleteClaim,
  mayLandlordChange,
  mayRaiseClaim,
} from '#domain/claims/access.ts';
import { claimTypesFor } from '#domain/claims/claim-types.ts';
import { claimRuleErrors, dateBeforeBondMessage, uncoveredTypeErrors } from '#domain/claims/rules.ts';
import type { Refusal, Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { refusalError } from '#server/http/verdict.server.ts';

import { claimLine, isoDay, makeBond, makeCast, makeProduct, makeStaff, type TestUser } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * Issue 29 "one rule, every door", claims: each violation tried through every door that reaches it (/api/v1/claims
 * and the console's /api/admin/claim, as the landlord, as staff without an admin role and as an admin) is refused
 * alike, with the HTTP error and the words of the domain rule itself (#domain/claims). Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

type Body = Record<string, unknown>;

/** A way in: the specification's API, or the console's react-admin dialect (a PUT sends the whole record back). */
interface Door {
  name: string;
  create(token: string, body: Body): Promise<LightMyRequestResponse>;
  update(token: string, id: string, changes: Body): Promise<LightMyRequestResponse>;
  remove(token: string, id: string): Promise<LightMyRequestResponse>;
}

const doors: Door[] = [
  {
    name: '/api/v1/claims',
    create: (token, body) => api.v1('POST', '/claims', token, body),
    update: (token, id, changes) => api.v1('PATCH', `/claims/${id}`, token, changes),
    remove: (token, id) => api.v1('DELETE', `/claims/${id}`, token),
  },
  {
    name: '/api/admin/claim',
    create: (token, body) => api.request({ method: 'POST', url: '/api/admin/claim', token, payload: body }),
    async update(token, id, changes) {
      const record = await api.request({ method: 'GET', url: `/api/admin/claim/${id}`, token });
      expect(record.statusCode, record.body).toBe(200);
      return api.request({
        method: 'PUT',
        url: `/api/admin/claim/${id}`,
        token,
        payload: { ...(record.json() as Body), ...changes },
      });
    },
    remove: (token, id) => api.request({ method: 'DELETE', url: `/api/admin/claim/${id}`, token }),
  },
];

/** The answer is the refusal of a field only an admin writes (the claim schema's x-access): 403, naming the field. */
function expectAdminOnly(res: LightMyRequestResponse, field: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body}`).toBe(403);
  expect(res.json().message, where).toBe(
    fillMessage(messages.request.fieldNotWritable, { field, who: messages.accessRoles.admin }),
  );
}

/** The answer is the refusal the domain rule gave: its HTTP status and its message. */
function expectRefusal(res: LightMyRequestResponse, verdict: Verdict, where: string) {
  expect(verdict.ok, `${where}: the rule itself refuses`).toBe(false);
  const error = refusalError(verdict as Refusal);
  expect(res.statusCode, `${where}: ${res.body}`).toBe(error.status);
  expect(res.json().message, where).toBe(error.message);
}

/** The answer is a 400 carrying the domain rule's message under `field`. */
function expectFieldError(res: LightMyRequestResponse, field: string, message: string | undefined, where: string) {
  expect(message, `${where}: the rule itself refuses`).toBeDefined();
  expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
  expect(res.json().errors?.[field], where).toBe(message);
}

/**
 * A landlord's tenant on an Active bond effective 60 days ago whose product covers unpaid rent and property damage;
 * an admin, a claims clerk (create, update and delete rights, no admin role), and a claim the admin raised on it.
 */
async function setting() {
  const cast = await makeCast(api);
  const product = await makeProduct(api);
  const damage = await api.db
    .insertInto('coverage')
    .values({ name: `Property Damage ${product.id.slice(0, 8)}` } as never)
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const features = [
    ...product.features,
    { assetClass: product.assetId, coverage: damage.id, specificlimit: product.limitId, feeType: 'fixed', fee: 100 },
  ];
  await api.db
    .updateTable('product')
    .set({ features: JSON.stringify(features) } as never)
    .where('id', '=', product.id)
    .execute();
  const rent = (
    await api.db.selectFrom('coverage').select('name').where('id', '=', product.coverageId).executeTakeFirstOrThrow()
  ).name;
  const effective = isoDay(-60);
  const newBond = () =>
    makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      bondAmount: 50_000,
      bondEffectiveDate: effective,
      productId: product.id,
    });
  // `bond` has the admin's claim; `open` none yet, so the landlord may raise one there (a refusal leaves it so).
  const [bond, open] = [await newBond(), await newBond()];
  const clerk = await makeStaff(api, { claims: ['read', 'create', 'update', 'delete'] });
  const types = claimTypesFor({ coverages: [{ name: rent }, { name: damage.name }] });
  const body = (lines: Body[], fields: Body = {}) => ({
    landlordId: cast.landlord.id,
    tenantId: cast.tenant.id,
    bondId: open.id,
    claims: lines,
    ...fields,
  });
  const raised = await api.v1(
    'POST',
    '/claims',
    cast.admin.token,
    body([claimLine({ type: rent })], { bondId: bond.id }),
  );
  expect(raised.statusCode, raised.body).toBe(201);
  const actors = { landlord: cast.landlord, clerk, admin: cast.admin };
  return {
    ...cast,
    clerk,
    bond,
    open,
    rent,
    damage: damage.name,
    types,
    effective,
    body,
    claim: raised.json(),
    actors,
  };
}

const facts = (user: TestUser, admin = false) => ({ id: user.id, internal: user.userType === 'internal', admin });

describe('a claim line of a type the bond’s product does not cover ("Broken Heart")', () => {
  it('is refused on raising and on changing, on every door, for the landlord, a clerk and an admin, with the product’s coverages named', async () => {
    const s = await setting();
    const stray = claimLine({ type: 'Broken Heart' });
    const expected = uncoveredTypeErrors([stray], s.types)['claims.0.type'];
    expect(expected).toBe(fillMessage(messages.claim.typeNotCovered, { coverages: s.types.join(', ') }));
    for (const door of doors) {
      for (const [who, user] of Object.entries(s.actors)) {
        expectFieldError(
          await door.create(user.token, s.body([stray])),
          'claims.0.type',
          expected,
          `${door.name} create as ${who}`,
        );
        expectFieldError(
          await door.update(user.token, s.claim.id, { claims: [...s.claim.claims, stray] }),
          'claims.1.type',
          expected,
          `${door.name} update as ${who}`,
        );
      }
    }
    // The product's own types pass, in any letter case; nothing stray was stored.
    const covered = await doors[0].update(s.landlord.token, s.claim.id, {
      claims: [
        ...s.claim.claims,
        claimLine({ type: s.damage.toUpperCase(), damageType: 'visible', images: ['https://files.nivaas.test/a.png'] }),
      ],
    });
    expect(covered.statusCode, covered.body).toBe(200);
    const stored = await api.db
      .selectFrom('claim')
      .select('claims')
      .where('bondId', 'in', [s.bond.id, s.open.id])
      .execute();
    expect(stored.flatMap((c) => c.claims as { type: string }[]).some((l) => l.type === 'Broken Heart')).toBe(false);
  });

  it('is refused on a bond without a product too: its claim types are the specification’s four', async () => {
    const cast = await makeCast(api);
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      bondEffectiveDate: isoDay(-60),
    });
    const types = claimTypesFor(undefined);
    expect(types).toEqual(['Unpaid Rent', 'Notice / Lock-in Breach', 'Property Damage', 'Unpaid Utilities']);
    const body = {
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      bondId: bond.id,
      claims: [claimLine({ type: 'Broken Heart' })],
    };
    for (const door of doors)
      expectFieldError(
        await door.create(cast.landlord.token, body),
        'claims.0.type',
        uncoveredTypeErrors(body.claims, types)['claims.0.type'],
        door.name,
      );
    const terms = await api.v1('GET', `/claims/terms?bondId=${bond.id}`, cast.landlord.token);
    expect(terms.json().claimTypes).toEqual(types);
  });
});

describe('a claim date before the bond effective date', () => {
  it('is refused on every door with spec 002 §5’s words for Period From, and "Not before" the date for the period’s end and the due date', async () => {
    const s = await setting();
    const bond = { bondEffectiveDate: s.effective, bondAmount: 50_000 };
    const early = isoDay(-61);
    for (const [field, line] of [
      ['from', claimLine({ type: s.rent, from: early })],
      ['to', claimLine({ type: s.rent, from: s.effective, to: early })],
      ['dueDate', claimLine({ type: s.rent, dueDate: early })],
    ] as const) {
      const expected = claimRuleErrors([line], bond)[`claims.0.${field}`];
      expect(expected).toBe(dateBeforeBondMessage(field, bond));
      for (const door of doors) {
        for (const [who, user] of Object.entries(s.actors)) {
          expectFieldError(
            await door.create(user.token, s.body([line])),
            `claims.0.${field}`,
            expected,
            `${door.name} create as ${who} (${field})`,
          );
          expectFieldError(
            await door.update(user.token, s.claim.id, { claims: [...s.claim.claims, line] }),
            `claims.1.${field}`,
            expected,
            `${door.name} update as ${who} (${field})`,
          );
        }
      }
    }
    expect(dateBeforeBondMessage('from', bond)).toBe('Period From cannot be before the bond effective date');
    // The effective date itself is allowed.
    const onTheDay = await doors[1].update(s.landlord.token, s.claim.id, {
      claims: [
        ...s.claim.claims,
        claimLine({ type: s.rent, from: s.effective, to: s.effective, dueDate: s.effective }),
      ],
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });
});

describe('deciding a claim (status, amounts, remark, payments, recoveries, final comment)', () => {
  it('is refused to the landlord and to staff without an admin role on every door, raising or changing; an admin decides', async () => {
    const s = await setting();
    const approved = claimLine({ type: s.rent, status: 'approved', approvedAmount: 10_000 });
    const payment = { payments: [{ utr_checkNumber: 'UTR-1', authAmount: 1_000, paymentDate: isoDay(0) }] };
    for (const door of doors) {
      for (const [who, user] of [
        ['landlord', s.landlord],
        ['clerk', s.clerk],
      ] as const) {
        const where = `${door.name} as ${who}`;
        expect(mayDecideClaim(facts(user)).ok, where).toBe(false);
        expectAdminOnly(await door.create(user.token, s.body([approved])), 'Status', `${where}: raise a decided line`);
        expectAdminOnly(
          await door.update(user.token, s.claim.id, { claims: [{ ...s.claim.claims[0], status: 'rejected' }] }),
          'Status',
          `${where}: reject a line`,
        );
        expectAdminOnly(
          await door.update(user.token, s.claim.id, { claims: [{ ...s.claim.claims[0], remark: 'Looks fine' }] }),
          'Remark',
          `${where}: remark`,
        );
        expectAdminOnly(await door.update(user.token, s.claim.id, payment), 'Payments', `${where}: a payment`);
        expectAdminOnly(
          await door.update(user.token, s.claim.id, { finalComment: 'Settled' }),
          'Decision Reason',
          `${where}: the final comment`,
        );
      }
    }
    expect(mayDecideClaim(facts(s.admin, true)).ok).toBe(true);
    for (const door of doors) {
      const decided = await door.update(s.admin.token, s.claim.id, {
        claims: [{ ...s.claim.claims[0], status: 'approved', approvedAmount: 5_000 }],
        ...payment,
        finalComment: 'The ledger shows the rent unpaid',
      });
      expect(decided.statusCode, `${door.name}: ${decided.body}`).toBe(200);
    }
    const stored = await api.db
      .selectFrom('claim')
      .select(['claims', 'payments'])
      .where('id', '=', s.claim.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      claims: [{ status: 'approved', approvedAmount: 5_000 }],
      payments: [{ utr_checkNumber: 'UTR-1' }],
    });
  });
});

describe('who raises a claim', () => {
  it('refuses a landlord’s second claim, a claim on a bond not Active, a claim on another landlord’s bond, the same on both doors; staff add more', async () => {
    const s = await setting();
    const line = claimLine({ type: s.rent });
    const landlordFacts = facts(s.landlord);
    for (const door of doors) {
      // The admin's claim is on the bond already: the landlord may raise only one (spec 002 §5), and one there is.
      const onClaimed = s.body([line], { bondId: s.bond.id });
      expectRefusal(
        await door.create(s.landlord.token, onClaimed),
        mayRaiseClaim({ actor: landlordFacts, bond: { status: 'Active', landlordId: s.landlord.id }, claimsOnBond: 1 }),
        `${door.name}: a second claim`,
      );
      const stranger = await makeUser(api, { userType: 'landlord' });
      expectRefusal(
        await door.create(stranger.token, { ...onClaimed, landlordId: stranger.id }),
        mayRaiseClaim({
          actor: facts(stranger),
          bond: { status: 'Active', landlordId: s.landlord.id },
          claimsOnBond: 1,
        }),
        `${door.name}: another landlord's bond`,
      );
      expect((await door.create(s.clerk.token, onClaimed)).statusCode, `${door.name}: staff add more`).toBe(201);
    }
    const waiting = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: s.property.id,
      status: 'Pending-Check-in',
      bondEffectiveDate: isoDay(-5),
    });
    for (const door of doors) {
      const body = { ...s.body([line]), bondId: waiting.id };
      expectRefusal(
        await door.create(s.landlord.token, body),
        mayRaiseClaim({
          actor: landlordFacts,
          bond: { status: 'Pending-Check-in', landlordId: s.landlord.id },
          claimsOnBond: 0,
        }),
        `${door.name}: landlord, bond awaiting check-in`,
      );
      expectRefusal(
        await door.create(s.clerk.token, body),
        mayRaiseClaim({ actor: facts(s.clerk), bond: { status: 'Pending-Check-in' }, claimsOnBond: 0 }),
        `${door.name}: staff, bond awaiting check-in`,
      );
    }
    // The terms the Raise Claims form reads say the same: one claim is there.
    const terms = (await api.v1('GET', `/claims/terms?bondId=${s.bond.id}`, s.landlord.token)).json();
    expect(mayRaiseClaim({ actor: terms.viewer, bond: terms.bond, claimsOnBond: terms.claimsOnBond })).toMatchObject({
      ok: false,
      message: messages.claim.alreadyRaised,
    });
  });
});

describe('what a landlord changes, and the tenant', () => {
  it('keeps the landlord off decided lines and staff’s fields and the tenant off the claim, on both doors; the landlord deletes only an undecided claim', async () => {
    const s = await setting();
    const decided = await api.v1('PATCH', `/claims/${s.claim.id}`, s.admin.token, {
      claims: [
        { ...s.claim.claims[0], status: 'approved', approvedAmount: 5_000 },
        claimLine({ type: s.rent, claimAmount: 3_000 }),
      ],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const lines = decided.json().claims;
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    for (const door of doors) {
      const edit = { claims: [{ ...lines[0], claimAmount: 99 }, lines[1]] };
      expectRefusal(
        await door.update(s.landlord.token, s.claim.id, edit),
        mayLandlordChange(edit, { claims: lines }, same),
        `${door.name}: a decided line`,
      );
      const dropped = { claims: [lines[1]] };
      // Dropping the decided line would undo its decision: that is the admins' too.
      expect(
        (await door.update(s.landlord.token, s.claim.id, dropped)).statusCode,
        `${door.name}: a decided line dropped`,
      ).toBe(403);
      // The undecided line is the landlord's to change.
      const own = await door.update(s.landlord.token, s.claim.id, {
        claims: [lines[0], { ...lines[1], claimAmount: 3_500 }],
        comment: `via ${door.name}`,
      });
      expect(own.statusCode, `${door.name}: ${own.body}`).toBe(200);
      expect(own.json().claims[1]).toMatchObject({ claimAmount: 3_500, status: 'pending' });
    }
    expectFieldError(
      await doors[0].update(s.landlord.token, s.claim.id, { bondId: s.open.id }),
      'bondId',
      messages.claim.identityFixed,
      'v1: the claim moved to another bond',
    );
    // The tenant reads the claim but changes nothing (spec 002 §2: a read-only drawer).
    expectRefusal(
      await doors[0].update(s.tenant.token, s.claim.id, { comment: 'Not fair' }),
      mayChangeClaim(facts(s.tenant), { landlordId: s.landlord.id, tenantId: s.tenant.id }),
      'v1 PATCH as the tenant',
    );
    expectRefusal(
      await doors[0].remove(s.tenant.token, s.claim.id),
      mayDeleteClaim(facts(s.tenant), { landlordId: s.landlord.id, tenantId: s.tenant.id }),
      'v1 DELETE as the tenant',
    );
    // A decided claim stays, on both doors; staff with delete rights remove it.
    for (const door of doors)
      expectRefusal(
        await door.remove(s.landlord.token, s.claim.id),
        mayDeleteClaim(facts(s.landlord), { landlordId: s.landlord.id, claims: lines }),
        `${door.name}: delete a decided claim`,
      );
    expect((await doors[1].remove(s.clerk.token, s.claim.id)).statusCode).toBe(200);

    // An undecided claim the landlord raised: theirs to delete, through either door; the change is in the audit trail.
    const other = await setting();
    for (const door of doors) {
      const raised = await door.create(other.landlord.token, other.body([claimLine({ type: other.rent })]));
      expect(raised.statusCode, raised.body).toBe(201);
      const gone = await door.remove(other.landlord.token, raised.json().id);
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      const trail = await api.db
        .selectFrom('audit_entry')
        .select('action')
        .where('recordId', '=', raised.json().id)
        .orderBy('createdAt')
        .execute();
      expect(trail.map((t) => t.action).sort()).toEqual(['create', 'delete']);
    }
  });
});
