import { describe, expect, it, vi } from 'vitest';

import { readableRow, requireWritableChanges } from '#engine/runtime/resources/field-access.server.ts';
import { refusal, userActor } from '#tests/support/actors.ts';

/**
 * x-access on a field of an object a schema embeds (the profile's employment details, employment-details.schema.json):
 * generate writes its rule as 'employmentDetails.<field>'. The model has no such rule today, so this one is given here
 * (vi.mock: a units file, each file its own module registry; the domain tier shares one between files).
 */
vi.mock('#generated/field-access.ts', () => ({
  fieldAccess: { profile: { 'employmentDetails.workEmail': { read: ['staff'], write: ['staff'] } } },
}));

const actor = userActor;
const clerk = actor({});
const tenant = actor({ id: 't1', userType: 'tenant', internal: false });

const stored = { id: 'p1', userId: 't1', employmentDetails: { employment: 'salaried', workEmail: 'a@firm.in' } };

describe('x-access on a field of an embedded object', () => {
  it('leaves it out of the answer of a role that may not read it, and only it', () => {
    expect(readableRow('profile', clerk, stored)).toEqual(stored);
    expect(readableRow('profile', tenant, stored)).toEqual({
      id: 'p1',
      userId: 't1',
      employmentDetails: { employment: 'salaried' },
    });
    expect(stored.employmentDetails.workEmail).toBe('a@firm.in');
    expect(readableRow('profile', tenant, { id: 'p2', userId: 't1' })).toEqual({ id: 'p2', userId: 't1' });
  });

  it('refuses a change of it by such a role, naming it; staff change it', () => {
    const change = { employmentDetails: { employment: 'salaried', workEmail: 'b@firm.in' } };
    expect(refusal(() => requireWritableChanges('profile', tenant, change, stored))).toMatchObject({
      status: 403,
      code: 'field_not_writable',
      message: 'Work Email can be changed only by Nivaas staff',
      errors: { 'employmentDetails.workEmail': 'Work Email can be changed only by Nivaas staff' },
    });
    expect(refusal(() => requireWritableChanges('profile', clerk, { ...change }, stored))).toBeUndefined();
    expect(
      refusal(() => requireWritableChanges('profile', tenant, { employmentDetails: { workEmail: 'x@y.in' } })),
    ).toMatchObject({ status: 403 });
  });

  it('keeps the stored value when such a role sends the object without it (it never read it)', () => {
    const sent = { employmentDetails: { employment: 'self-employed' } };
    const original = sent.employmentDetails;
    requireWritableChanges('profile', tenant, sent, stored);
    expect(sent).toEqual({ employmentDetails: { employment: 'self-employed', workEmail: 'a@firm.in' } });
    expect(original).toEqual({ employment: 'self-employed' });
    const other = { name: 'x' };
    requireWritableChanges('profile', tenant, other, stored);
    expect(other).toEqual({ name: 'x' });
  });
});
