import { randomBytes } from 'node:crypto';

import { makeBond, makeCast } from '../fixtures.ts';
import type { TestApi } from '../harness.ts';

/**
 * A claim staff have decided and paid out to the landlord (`paidOut` rupees), nothing yet recovered from the tenant:
 * what the tenant repays, at once or in instalments (decision 056).
 */
export async function makeDecidedClaim(api: TestApi, paidOut = 10_000.01) {
  const cast = await makeCast(api);
  const bond = await makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
  });
  const claim = await api.db
    .insertInto('claim')
    .values({
      claimNumber: `CLM-T-${randomBytes(4).toString('hex').toUpperCase()}`,
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      bondId: bond.id,
      claims: JSON.stringify([
        { type: 'Unpaid Rent', claimAmount: 12_000, status: 'approved', approvedAmount: paidOut },
        { type: 'Damage', claimAmount: 3_000, status: 'rejected', approvedAmount: 0 },
      ]),
      payments: JSON.stringify([{ utr_checkNumber: 'UTR-1', authAmount: paidOut, paymentDate: '2026-01-02' }]),
    } as any)
    .returning(['id', 'claimNumber'])
    .executeTakeFirstOrThrow();
  return { ...cast, bond, claim };
}
