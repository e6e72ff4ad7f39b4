import type { SeededBond } from './bonds.ts';
import { addDays, stamps } from './clock.ts';
import type { SeededProperty } from './properties.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

export type RequestType = 'buy' | 'transfer' | 'cancel' | 'inspection';
export type RequestStatus = 'pending' | 'accepted' | 'rejected';

export interface SeededRequest {
  id: string;
  type: RequestType;
  status: RequestStatus;
  userId: string;
  landlordId: string;
  propertyId: string;
  bond?: SeededBond;
  created: Date;
}

/** Cancel options of a bond: key to label. */
export const CANCEL_OPTIONS = {
  'within-72-hours': 'Cancel within 72 hours of check-in (full refund to wallet within 5 days)',
  'before-check-in': 'Cancel before check-in',
  'moving-out-early': 'Moving out before the end of the tenure',
} as const;

/**
 * Requests of every type and status: the accepted buy, transfer and cancel requests behind the bonds,
 * inspections of checked-in bonds, and open requests landlord@ has to answer.
 */
export async function seedBondRequests(
  ctx: SeedContext,
  users: SeededUsers,
  bonds: SeededBond[],
  properties: SeededProperty[],
): Promise<SeededRequest[]> {
  const rng = ctx.rng.fork('bond-requests');
  const demoLandlord = users.demo.landlord.id;
  const out: (Omit<SeededRequest, 'id'> & { row: SeedRow<'bond-request'> })[] = [];
  const add = (
    type: RequestType,
    status: RequestStatus,
    property: SeededProperty,
    userId: string,
    created: Date,
    decided: Date,
    extra: Partial<SeedRow<'bond-request'>> = {},
    bond?: SeededBond,
  ) => {
    const row: SeedRow<'bond-request'> = {
      type,
      status,
      propertyId: property.id,
      userId,
      landlordId: property.landlordId,
      ...extra,
      ...stamps(created, status === 'pending' ? created : decided),
    };
    out.push({ type, status, userId, landlordId: property.landlordId, propertyId: property.id, bond, created, row });
  };
  const before = (d: Date, maxDays: number) => addDays(d, -rng.int(1, maxDays));

  for (const b of bonds) {
    const asked = before(b.created, 3);
    if (b.transferredFrom) {
      add(
        'transfer',
        'accepted',
        b.property,
        b.tenant.id,
        asked,
        addDays(asked, 1),
        { bondId: b.transferredFrom.id, oldPropertyId: b.transferredFrom.property.id, expectedBondValue: b.bondAmount },
        b.transferredFrom,
      );
    } else {
      add('buy', 'accepted', b.property, b.tenant.id, asked, ctx.clock.between(rng, asked, b.created));
    }
    if (b.status === 'Cancelled') {
      const option = b.checkin ? 'within-72-hours' : 'before-check-in';
      add(
        'cancel',
        'accepted',
        b.property,
        b.tenant.id,
        before(b.cancelled!, 1),
        b.cancelled!,
        { bondId: b.id, refundType: 'wallet', cancelOption: option },
        b,
      );
    }
    if (b.checkin && (b.status === 'Active' || b.status === 'Released') && b.checkin < ctx.clock.daysAgo(3)) {
      const sent = addDays(b.checkin, rng.int(0, 2));
      add('inspection', 'accepted', b.property, b.tenant.id, sent, ctx.clock.after(rng, sent, 4), { bondId: b.id }, b);
    }
  }

  // Open and refused requests. landlord@ gets a pending request of every type.
  const isDemoTenant = (b: SeededBond) => b.tenant.demo === 'tenant';
  const open = bonds.filter((b) => !isDemoTenant(b) && (b.status === 'Active' || b.status === 'Pending-Check-in'));
  const onDemo = (list: SeededBond[]) => list.find((b) => b.property.landlordId === demoLandlord) ?? list[0];
  const demoListings = properties.filter((p) => p.landlordId === demoLandlord && p.status === 'active');
  const anyListing = () => rng.pick(demoListings.length ? demoListings : properties);
  const recent = (maxDays: number) => ctx.clock.ago(rng, 0, maxDays);

  const waiting = users.tenants.filter((t) => t.eligibility === 'basiceligible');
  waiting
    .slice(0, 4)
    .forEach((t, i) =>
      add('buy', 'pending', i % 2 === 0 ? anyListing() : rng.pick(properties), t.id, recent(6), recent(0)),
    );
  waiting.slice(4, 6).forEach((t) => {
    const asked = recent(40);
    add('buy', 'rejected', rng.pick(properties), t.id, asked, ctx.clock.after(rng, asked, 2), {
      reasonOfReject: 'The room is no longer available for the requested move-in date.',
    });
  });

  const transferPending = onDemo(open.filter((b) => b.status === 'Active'));
  if (transferPending)
    add(
      'transfer',
      'pending',
      anyListing(),
      transferPending.tenant.id,
      recent(4),
      recent(0),
      {
        bondId: transferPending.id,
        oldPropertyId: transferPending.property.id,
        expectedBondValue: transferPending.bondAmount,
      },
      transferPending,
    );
  const transferRejected = open.find((b) => b.status === 'Active' && b !== transferPending);
  if (transferRejected) {
    const asked = recent(50);
    add(
      'transfer',
      'rejected',
      rng.pick(properties),
      transferRejected.tenant.id,
      asked,
      ctx.clock.after(rng, asked, 2),
      {
        bondId: transferRejected.id,
        oldPropertyId: transferRejected.property.id,
        expectedBondValue: transferRejected.bondAmount,
        reasonOfReject: 'Tenant has not served the notice period at the current property.',
      },
      transferRejected,
    );
  }

  const cancelPending = onDemo(open.filter((b) => b.status === 'Pending-Check-in')) ?? onDemo(open);
  if (cancelPending)
    add(
      'cancel',
      'pending',
      cancelPending.property,
      cancelPending.tenant.id,
      recent(2),
      recent(0),
      { bondId: cancelPending.id, refundType: 'wallet', cancelOption: 'before-check-in' },
      cancelPending,
    );
  const cancelRejected = open.find((b) => b.status === 'Active' && b !== transferPending && b !== transferRejected);
  if (cancelRejected) {
    const asked = recent(60);
    add(
      'cancel',
      'rejected',
      cancelRejected.property,
      cancelRejected.tenant.id,
      asked,
      ctx.clock.after(rng, asked, 3),
      {
        bondId: cancelRejected.id,
        refundType: 'source',
        cancelOption: 'moving-out-early',
        reasonOfReject: 'Tenant checked in',
      },
      cancelRejected,
    );
  }

  const inspectable = open.filter((b) => b.status === 'Active');
  const inspectionPending = onDemo(inspectable.filter((b) => b.property.landlordId === demoLandlord)) ?? inspectable[0];
  const inspectionRejected = inspectable.find((b) => b !== inspectionPending);
  for (const [b, status] of [
    [inspectionPending, 'pending'],
    [inspectionRejected, 'rejected'],
  ] as const) {
    if (!b) continue;
    const existing = out.findIndex((r) => r.type === 'inspection' && r.bond === b);
    if (existing >= 0) out.splice(existing, 1);
    const sent = recent(status === 'pending' ? 3 : 30);
    add(
      'inspection',
      status,
      b.property,
      b.tenant.id,
      sent,
      ctx.clock.after(rng, sent, 2),
      {
        bondId: b.id,
        ...(status === 'rejected' ? { reasonOfReject: 'The report lists items that are not in the property.' } : {}),
      },
      b,
    );
  }

  const ids = await ctx.writer.insert(
    'bond-request',
    out.map((r) => r.row),
  );
  return out.map(({ row: _row, ...r }, i) => ({ ...r, id: ids[i] }));
}
