import { describe, expect, it } from 'vitest';

import { ANONYMOUS } from '#engine/runtime/resources/access.server.ts';
import {
  readableRow,
  requireReadableFields,
  requireWritableChanges,
  searchableBy,
} from '#engine/runtime/resources/field-access.server.ts';
import { refusal, userActor } from '#tests/support/actors.ts';

/** The real model's rules: a user's date of birth is read by staff and the user themself (x-access 'self'), a claim's decisions written by admins. */
const actor = userActor;
const admin = actor({ admin: true });
const clerk = actor({});
const landlord = actor({ userType: 'landlord', internal: false });
const tenant = actor({ userType: 'tenant', internal: false });

describe('x-access on the generic operations', () => {
  it('leaves a field out of the answer of every role its read list does not name', () => {
    const row = { id: 'x', name: 'Aditya', dob: '1999-02-01' };
    expect(readableRow('user', clerk, row)).toEqual(row);
    expect(readableRow('user', tenant, { ...row, id: tenant.id })).toEqual({ ...row, id: tenant.id });
    expect(readableRow('user', tenant, row)).toEqual({ id: 'x', name: 'Aditya' });
    expect(readableRow('user', landlord, row)).toEqual({ id: 'x', name: 'Aditya' });
    expect(readableRow('user', ANONYMOUS, row)).toEqual({ id: 'x', name: 'Aditya' });
  });

  it('refuses a change of a field the role may not write, naming it; an echo of the stored value passes', () => {
    const stored = {
      finalComment: 'Settled',
      claims: [{ type: 'Unpaid Rent', amount: 100, status: 'approved', approvedAmount: 100 }],
    };
    expect(refusal(() => requireWritableChanges('claim', admin, { finalComment: 'Changed' }, stored))).toBeUndefined();
    expect(
      refusal(() => requireWritableChanges('claim', landlord, { finalComment: 'Settled' }, stored)),
    ).toBeUndefined();
    expect(refusal(() => requireWritableChanges('claim', landlord, { finalComment: 'Changed' }, stored))).toMatchObject(
      {
        status: 403,
        code: 'field_not_writable',
        message: 'Decision Reason can be changed only by an admin',
        errors: { finalComment: 'Decision Reason can be changed only by an admin' },
      },
    );
    const line = refusal(() =>
      requireWritableChanges('claim', clerk, { claims: [{ ...stored.claims[0], approvedAmount: 90 }] }, stored),
    );
    expect(line).toMatchObject({
      status: 403,
      errors: { 'claims.0.approvedAmount': expect.stringContaining('only by an admin') },
    });
    // A new line leaves the decision alone: no value, an empty one.
    expect(
      refusal(() =>
        requireWritableChanges(
          'claim',
          landlord,
          { claims: [...stored.claims, { type: 'Damages', amount: 50, remark: '' }] },
          stored,
        ),
      ),
    ).toBeUndefined();
  });

  it('refuses sorting or filtering by a field the role may not read, and searches only readable fields', () => {
    expect(refusal(() => requireReadableFields('user', landlord, ['dob']))).toMatchObject({
      status: 403,
      code: 'field_not_readable',
    });
    expect(refusal(() => requireReadableFields('user', clerk, ['dob', 'name']))).toBeUndefined();
    // A list of the actor's own records only (owner-scoped) may be sorted by what they read of their own.
    expect(refusal(() => requireReadableFields('user', tenant, ['dob'], true))).toBeUndefined();
    expect(searchableBy('user', landlord, ['name', 'dob'])).toEqual(['name']);
  });
});
