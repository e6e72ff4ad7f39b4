import { describe, expect, it } from 'vitest';

import { formValues } from '#admin/resources/user/drawer/form-values.ts';
import address from '#generated/schemas/address.json';
import employment from '#generated/schemas/employment-details.json';

/**
 * The user drawer's edit forms (address, employment, personal details) start from the record's values of the fields
 * their schema has, so a field an analyst adds comes filled in, not blank; read-only and empty ones are left out.
 */
describe('formValues: an edit form`s starting values from its schema', () => {
  it('takes every writable field of the schema the record holds, a new one too', () => {
    const withNew = {
      ...address,
      properties: { ...address.properties, landmark: { title: 'Landmark', type: 'string' } },
    };
    const stored = {
      id: 'a1',
      userId: 'u1',
      addressType: 'current',
      pin: '560003',
      city: 'Bengaluru',
      street: '',
      landmark: 'Near the temple',
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(formValues(stored, withNew)).toEqual({
      userId: 'u1',
      addressType: 'current',
      pin: '560003',
      city: 'Bengaluru',
      landmark: 'Near the temple',
    });
  });

  it('leaves out what the schema marks read-only (a verification only the server sets) and what it does not have', () => {
    const job = { employment: 'salaried', workEmail: 'a@b.in', isWorkEmailVerified: true, stray: 1 };
    expect(formValues(job, employment)).toEqual({ employment: 'salaried', workEmail: 'a@b.in' });
    expect(formValues(undefined, employment)).toEqual({});
  });
});
