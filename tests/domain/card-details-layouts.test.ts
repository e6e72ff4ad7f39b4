import { describe, expect, it } from 'vitest';

import { detailGroups } from '#forms/details/detail-groups.ts';
import eligibility from '#generated/schemas/eligibility.json';
import inspection from '#generated/schemas/inspection.json';
import payment from '#generated/schemas/payment.json';

/**
 * The console's cards that show a record's own facts their own way (the eligibility card, the payments table, the
 * move-in inspection card) show the rest of the schema through its x-ui.details 'more' group: a field an analyst adds
 * shows there by its title, a staff-only one only to staff, and what the card already shows is not repeated.
 */
const added = (schema: Record<string, any>) => ({
  ...schema,
  properties: {
    ...schema.properties,
    analystNote: { title: 'Analyst Note', type: 'string' },
    staffMemo: { title: 'Staff Memo', type: 'string', 'x-access': { read: ['staff'], write: ['staff'] } },
  },
});
const more = (schema: Record<string, any>, record: Record<string, unknown>, roles: ('staff' | 'tenant' | 'self')[]) =>
  detailGroups(
    added(schema),
    { ...record, analystNote: 'Seen', staffMemo: 'Hidden' },
    { group: 'more', roles },
  ).flatMap((g) => g.items.map((i) => `${i.label}: ${i.text}`));

const cards = {
  eligibility: [
    eligibility,
    {
      id: 'e1',
      userId: 'u1',
      status: 'eligible',
      maxEligibilityAmount: 260000,
      manualCheckingUser: 'Rohan',
      comments: 'Payslips',
      reasonOfIneligibility: [],
      updatedAt: '2026-11-01T00:00:00Z',
    },
  ],
  payment: [
    payment,
    { id: 'p1', tenantId: 'u1', bondId: 'b1', orderId: 'ORD1', finalFee: 1000, bondFee: 900, mode: 'upi' },
  ],
  inspection: [
    inspection,
    { id: 'i1', bondId: 'b1', tenantId: 'u1', status: 'open', amenities: [], landlordComment: 'ok' },
  ],
} as const;

describe('the hand-laid cards show the rest of their schema', () => {
  for (const [name, [schema, record]] of Object.entries(cards)) {
    it(`${name}: an added field to everyone, a staff-only one to staff, nothing the card shows itself`, () => {
      expect(more(schema, record, ['staff'])).toEqual(['Analyst Note: Seen', 'Staff Memo: Hidden']);
      expect(more(schema, record, ['tenant', 'self'])).toEqual(['Analyst Note: Seen']);
      expect(detailGroups(schema, record, { group: 'more', roles: ['staff'] })).toEqual([]);
    });
  }
});
