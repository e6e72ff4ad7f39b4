import { describe, expect, it } from 'vitest';

import {
  mayChangeClaim,
  mayDecideClaim,
  mayDeleteClaim,
  mayLandlordChange,
  mayRaiseClaim,
} from '#domain/claims/access.ts';
import { claimKindOf, claimTypesFor, isClaimType, SPEC_CLAIM_TYPES } from '#domain/claims/claim-types.ts';
import { lineFieldShown } from '#domain/claims/line-fields.ts';
import {
  ADMIN_CLAIM_FIELDS,
  ADMIN_LINE_FIELDS,
  claimDateMinimum,
  claimRuleErrors,
  settleLines,
  uncoveredTypeErrors,
} from '#domain/claims/rules.ts';
import { activeFields } from '#engine/runtime/forms/conditional-fields.ts';
import { precompiledIsValid } from '#engine/runtime/validation/unasked-fields.ts';
import { messages } from '#generated/messages.ts';
import claimSchema from '#generated/schemas/claim.json';
import { validateFns } from '#generated/validators/claim.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const landlord = { id: 'L', internal: false, admin: false };
const clerk = { id: 'C', internal: true, admin: false };
const admin = { id: 'A', internal: true, admin: true };

describe('claimTypesFor: the claim types of a bond are its product’s coverages', () => {
  it('lists each coverage once, in the product’s order, and the specification’s four when the product names none', () => {
    expect(
      claimTypesFor({ coverages: [{ name: 'Unpaid Rent' }, { name: 'Property Damage' }, { name: 'unpaid rent ' }] }),
    ).toEqual(['Unpaid Rent', 'Property Damage']);
    expect(claimTypesFor(undefined)).toEqual([...SPEC_CLAIM_TYPES]);
    expect(claimTypesFor({ coverages: [] })).toEqual([
      'Unpaid Rent',
      'Notice / Lock-in Breach',
      'Property Damage',
      'Unpaid Utilities',
    ]);
    expect(isClaimType(' property damage', ['Property Damage'])).toBe(true);
    expect(isClaimType('Broken Heart', claimTypesFor(undefined))).toBe(false);
  });

  it('refuses a line type outside them, naming them; a stored line keeps its type', () => {
    const types = ['Unpaid Rent', 'Property Damage'];
    expect(uncoveredTypeErrors([{ type: 'Broken Heart' }], types)).toEqual({
      'claims.0.type': "Claim Type must be one of the coverages of the bond's product: Unpaid Rent, Property Damage",
    });
    expect(uncoveredTypeErrors([{ type: 'Old Type' }, { type: 'unpaid rent' }], types, [{ type: 'Old Type' }])).toEqual(
      {},
    );
  });
});

describe('the fields of a claim line by its type (spec 002 §5, §6)', () => {
  it('knows the four kinds by their names', () => {
    expect(
      ['Unpaid Rent', 'Notice / Lock-in Breach', 'Property Damage', 'Unpaid Utilities', 'Garden Gnomes', ''].map(
        claimKindOf,
      ),
    ).toEqual(['rent', 'breach', 'damage', 'utilities', undefined, undefined]);
  });

  it('shows only the selected type’s fields, the decision to admins and the rent amount to staff', () => {
    // The type's fields are the schema's conditions (as the form resolves them); who sees which is lineFieldShown's.
    const asked = (line: object) =>
      Object.keys(activeFields(claimSchema.definitions.claimLine, line, precompiledIsValid(validateFns)).properties);
    const shown = (line: object, viewer = landlord) =>
      [
        'from',
        'to',
        'dueDate',
        'checkinDate',
        'checkoutDate',
        'rentAmount',
        'itemName',
        'chargeCategory',
        'damageType',
        'images',
        'videos',
        'utility',
        'status',
        'approvedAmount',
        'remark',
        'claimAmount',
        'details',
        'invoices',
      ].filter((f) => asked(line).includes(f) && lineFieldShown(f, line, viewer));
    const common = ['claimAmount', 'details', 'invoices'];
    expect(shown({})).toEqual(common);
    expect(shown({ type: 'Unpaid Rent' })).toEqual(['from', 'to', 'dueDate', ...common]);
    // Staff who may not decide see the decision read-only: the status, its amount, a remark once there is one.
    expect(shown({ type: 'Unpaid Rent' }, clerk)).toEqual(['from', 'to', 'dueDate', 'rentAmount', 'status', ...common]);
    expect(shown({ type: 'Unpaid Rent', status: 'approved', remark: 'Seen' }, clerk)).toEqual([
      'from',
      'to',
      'dueDate',
      'rentAmount',
      'status',
      'approvedAmount',
      'remark',
      ...common,
    ]);
    expect(shown({ type: 'Notice / Lock-in Breach' })).toEqual(['checkinDate', 'checkoutDate', ...common]);
    expect(shown({ type: 'Property Damage' })).toEqual([
      'itemName',
      'chargeCategory',
      'damageType',
      'images',
      ...common,
    ]);
    expect(shown({ type: 'Property Damage', damageType: 'functional' })).toEqual([
      'itemName',
      'chargeCategory',
      'damageType',
      'videos',
      ...common,
    ]);
    expect(shown({ type: 'Unpaid Utilities' })).toEqual(['from', 'to', 'dueDate', 'utility', ...common]);
    expect(shown({ type: 'Unpaid Rent', status: 'approved' }, admin)).toEqual([
      'from',
      'to',
      'dueDate',
      'rentAmount',
      'status',
      'approvedAmount',
      'remark',
      ...common,
    ]);
    expect(shown({ type: 'Unpaid Rent', status: 'rejected' }, admin)).toContain('status');
    expect(shown({ type: 'Unpaid Rent', status: 'rejected' }, admin)).not.toContain('approvedAmount');
    // The schema's conditions and claimKindOf name the kinds alike: each kind's own fields, every field for none.
    const OWN: Record<string, string[]> = {
      rent: ['from', 'to', 'dueDate', 'rentAmount'],
      breach: ['checkinDate', 'checkoutDate', 'rentAmount'],
      damage: ['itemName', 'chargeCategory', 'damageType', 'images'],
      utilities: ['from', 'to', 'dueDate', 'utility'],
    };
    for (const type of [
      'Unpaid Rent',
      'Notice rent',
      'LOCK-IN',
      'Water damage',
      'Electricity',
      'Internet bills',
      'Rent arrears',
      'Parking',
    ]) {
      const kind = claimKindOf(type);
      const fields = asked({ type }).filter(
        (f) =>
          !['type', 'claimAmount', 'status', 'remark', 'approvedAmount', 'authAmount', 'invoices', 'details'].includes(
            f,
          ),
      );
      expect([type, fields.sort()]).toEqual([
        type,
        kind ? [...OWN[kind]].sort() : expect.arrayContaining(['from', 'checkinDate', 'itemName', 'utility']),
      ]);
    }
    // A coverage of no known kind asks for every field; a kind's own fields only under that kind.
    expect(asked({ type: 'Garden Gnomes' })).toEqual(
      expect.arrayContaining(['from', 'checkinDate', 'itemName', 'utility', 'images', 'videos']),
    );
    expect(shown({ type: 'Unpaid Rent', itemName: 'Sofa' })).not.toContain('itemName');
  });
});

describe('dates from the bond effective date (spec 002 §5)', () => {
  it('gives the pickers’ minimum and refuses earlier dates with the specification’s words', () => {
    const bond = { bondEffectiveDate: '2025-03-10', bondAmount: 50_000 };
    expect(claimDateMinimum(bond)).toBe('2025-03-10');
    expect(claimRuleErrors([{ from: '2025-03-09', to: '2025-03-09', dueDate: '2025-03-01' }], bond)).toEqual({
      'claims.0.from': messages.claim.periodBeforeBond,
      'claims.0.to': 'Not before 10/03/2025',
      'claims.0.dueDate': 'Not before 10/03/2025',
    });
    expect(claimRuleErrors([{ from: '2025-03-10', to: '2025-04-09' }], bond)).toEqual({});
  });
});

describe('who raises, changes, decides and deletes a claim', () => {
  it('mayRaiseClaim: landlords on their own Active bond without a claim; staff on Active or Released bonds', () => {
    const bond = { status: 'Active', landlordId: 'L' };
    expect(mayRaiseClaim({ actor: landlord, bond, claimsOnBond: 0 }).ok).toBe(true);
    expect(mayRaiseClaim({ actor: landlord, bond, claimsOnBond: 1 })).toMatchObject({
      ok: false,
      kind: 'conflict',
      message: messages.claim.alreadyRaised,
    });
    expect(mayRaiseClaim({ actor: landlord, bond: { ...bond, status: 'Released' }, claimsOnBond: 0 })).toMatchObject({
      ok: false,
      message: messages.claim.onlyActiveBond,
    });
    expect(mayRaiseClaim({ actor: { id: 'X', internal: false }, bond, claimsOnBond: 0 })).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: messages.claim.landlordsOwnBonds,
    });
    expect(mayRaiseClaim({ actor: clerk, bond: { status: 'Released' }, claimsOnBond: 3 }).ok).toBe(true);
    expect(mayRaiseClaim({ actor: clerk, bond: { status: 'Pending-Check-in' }, claimsOnBond: 0 })).toMatchObject({
      ok: false,
      message: messages.claim.onlyActiveOrReleased,
    });
  });

  it('mayDecideClaim: admins only, the refusal naming what was touched', () => {
    expect(mayDecideClaim(admin).ok).toBe(true);
    for (const who of [clerk, landlord])
      expect(mayDecideClaim(who, ['payments'])).toMatchObject({
        ok: false,
        kind: 'forbidden',
        message: 'Only an admin can decide claim lines, payments and recoveries: payments',
      });
  });

  it("what only an admin decides is the claim schema's x-access (write: admin): the claim's settlement and each line's decision", () => {
    expect([...ADMIN_CLAIM_FIELDS].sort()).toEqual(['finalComment', 'payments', 'recoveries']);
    expect([...ADMIN_LINE_FIELDS].sort()).toEqual(['approvedAmount', 'authAmount', 'remark', 'status']);
  });

  it('the landlord changes the lines staff have not decided, documents and comment; the tenant nothing', () => {
    const existing = {
      landlordId: 'L',
      tenantId: 'T',
      claims: [
        { type: 'Unpaid Rent', status: 'approved', approvedAmount: 10 },
        { type: 'Unpaid Rent', status: 'pending' },
      ],
    };
    expect(mayChangeClaim(landlord, existing).ok).toBe(true);
    expect(mayChangeClaim({ id: 'T', internal: false }, existing)).toMatchObject({
      ok: false,
      message: messages.claim.onlyStaffOrLandlord,
    });
    expect(
      mayLandlordChange(
        { claims: [existing.claims[0], { ...existing.claims[1], claimAmount: 5 }], comment: 'x' },
        existing,
        same,
      ).ok,
    ).toBe(true);
    expect(
      mayLandlordChange({ claims: [{ ...existing.claims[0], claimAmount: 5 }, existing.claims[1]] }, existing, same),
    ).toMatchObject({ ok: false, message: messages.claim.decidedLineLocked });
    expect(mayLandlordChange({ eligibleAmount: 1 }, existing, same)).toMatchObject({
      ok: false,
      message: 'Only staff can change eligibleAmount',
    });
    expect(mayDeleteClaim(landlord, existing)).toMatchObject({
      ok: false,
      kind: 'conflict',
      message: messages.claim.decidedNoDelete,
    });
    expect(mayDeleteClaim(landlord, { ...existing, claims: [existing.claims[1]] }).ok).toBe(true);
  });

  it('stores an undecided line as pending, and zeroes the amount of a status that carries none', () => {
    expect(
      settleLines([
        { type: 'Unpaid Rent' },
        { status: 'rejected', approvedAmount: 9 },
        { status: 'approved', approvedAmount: 9 },
      ]),
    ).toEqual([
      { type: 'Unpaid Rent', status: 'pending' },
      { status: 'rejected', approvedAmount: 0 },
      { status: 'approved', approvedAmount: 9 },
    ]);
  });
});
