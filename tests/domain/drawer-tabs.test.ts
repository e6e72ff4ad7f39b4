import { describe, expect, it } from 'vitest';

import { drawerTabs } from '#domain/accounts/drawer-tabs.ts';

describe('which tabs of the user drawer a viewer sees (spec 002 §2)', () => {
  const staff = { internal: true };
  const landlord = { internal: false };

  it('staff see every document tab of a tenant; others only the Bond tab', () => {
    for (const type of ['tenant', 'tenantindividual']) {
      expect(drawerTabs(type, staff)).toEqual([
        'personal',
        'residence',
        'income',
        'coApplicants',
        'inspection',
        'bond',
      ]);
      expect(drawerTabs(type, landlord)).toEqual(['bond']);
    }
  });

  it('a landlord has Attached Product; partners and employees Personal Info and Residence', () => {
    expect(drawerTabs('landlord', staff)).toEqual(['personal', 'residence', 'attachedProduct']);
    expect(drawerTabs('landlordindividual', landlord)).toEqual(['personal', 'residence', 'attachedProduct']);
    expect(drawerTabs('partner', staff)).toEqual(['personal', 'residence']);
    expect(drawerTabs('internal', staff)).toEqual(['personal', 'residence']);
  });

  it('History follows, for staff who may read the audit trail only', () => {
    expect(drawerTabs('tenant', { internal: true, readsTrail: true }).at(-1)).toBe('history');
    expect(drawerTabs('partner', { internal: true, readsTrail: true })).toEqual(['personal', 'residence', 'history']);
    expect(drawerTabs('tenant', { internal: true, readsTrail: false })).not.toContain('history');
    expect(drawerTabs('tenant', { internal: false, readsTrail: true })).toEqual(['bond']);
  });
});
