import { sql } from 'kysely';

import { calculateRefund } from '#domain/bonds/refund.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';

import {
  amountCell as money,
  type Cell,
  type ColumnKind,
  dayCell as day,
  momentCell as moment,
  type Table,
} from '../operations/table.ts';
import { dayInRange, inRange, type Range, type Scope } from './range.server.ts';

function bondsWithPeople(db: Db, scope?: Scope) {
  let q = db
    .selectFrom('bond')
    .leftJoin('user as tenant', 'tenant.id', 'bond.tenantId')
    .leftJoin('property', 'property.id', 'bond.propertyId')
    .leftJoin('user as landlord', 'landlord.id', 'bond.landlordId')
    .leftJoin('product', 'product.id', 'bond.productId')
    .select([
      'bond.id',
      'bond.bondId',
      'bond.status',
      'bond.bondAmount',
      'bond.bondFee',
      'bond.tenure',
      'bond.bondEffectiveDate',
      'bond.checkinDate',
      'bond.checkoutDate',
      'bond.releaseDate',
      'bond.createdAt',
      'tenant.name as tenantName',
      'tenant.email as tenantEmail',
      'tenant.phone as tenantPhone',
      'property.name as propertyName',
      sql<string>`"property"."propertyAddress"->>'city'`.as('city'),
      'landlord.name as landlordName',
      'product.name as productName',
    ]);
  if (scope) q = q.where('bond.landlordId', '=', scope.landlordId);
  return q;
}

const BOND_HEADERS = [
  'Bond ID',
  'Status',
  'Tenant Name',
  'Tenant Email',
  'Tenant Phone',
  'Property',
  'City',
  'Landlord',
  'Product',
  'Bond Value',
  'Bond Fee',
  'Tenure (years)',
  'Effective Date',
  'Check-in Date',
  'Check-out Date',
  'Purchased On',
];
const BOND_KINDS: ColumnKind[] = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'amount',
  'amount',
  'count',
  'date',
  'date',
  'date',
  'datetime',
];
type BondLine = Awaited<ReturnType<ReturnType<typeof bondsWithPeople>['execute']>>[number];
const bondCells = (b: BondLine): Cell[] => [
  b.bondId,
  b.status,
  b.tenantName,
  b.tenantEmail,
  b.tenantPhone,
  b.propertyName,
  b.city,
  b.landlordName,
  b.productName,
  money(b.bondAmount),
  money(b.bondFee),
  b.tenure,
  day(b.bondEffectiveDate),
  day(b.checkinDate),
  day(b.checkoutDate),
  moment(b.createdAt),
];

/** Main report: bonds purchased in the range. */
export async function mainReport(db: Db, r: Range, scope?: Scope): Promise<Table> {
  const rows = await bondsWithPeople(db, scope).where(inRange('bond.createdAt', r)).orderBy('bond.createdAt').execute();
  return { headers: BOND_HEADERS, kinds: BOND_KINDS, rows: rows.map(bondCells) };
}

/** All report: every bond with any event in the range (purchase, effective date, check-in, check-out, release), with what was paid for it. */
export async function allReport(db: Db, r: Range, scope?: Scope): Promise<Table> {
  const rows = await bondsWithPeople(db, scope)
    .select(
      sql<number>`(select coalesce(sum("finalFee"), 0) from "payment" where "payment"."bondId" = "bond"."id")`.as(
        'paid',
      ),
    )
    .where((eb) =>
      eb.or([
        inRange('bond.createdAt', r),
        dayInRange('bond.bondEffectiveDate', r),
        dayInRange('bond.checkinDate', r),
        dayInRange('bond.checkoutDate', r),
        dayInRange('bond.releaseDate', r),
      ]),
    )
    .orderBy('bond.createdAt')
    .execute();
  return {
    headers: [...BOND_HEADERS, 'Release Date', 'Total Paid'],
    kinds: [...BOND_KINDS, 'date', 'amount'],
    rows: rows.map((b) => [...bondCells(b), day(b.releaseDate), Number(b.paid)]),
  };
}

/** Release/Cancel report: bonds released in the range, and bonds whose cancellation was accepted in it. */
export async function releaseReport(db: Db, r: Range, scope?: Scope): Promise<Table> {
  const rows = await bondsWithPeople(db, scope)
    .leftJoin('bond_request as cancel', (j) =>
      j.onRef('cancel.bondId', '=', 'bond.id').on('cancel.type', '=', 'cancel').on('cancel.status', '=', 'accepted'),
    )
    .select('cancel.updatedAt as cancelledAt')
    .where((eb) =>
      eb.or([
        eb.and([eb('bond.status', '=', 'Released'), dayInRange('bond.releaseDate', r)]),
        eb.and([eb('bond.status', '=', 'Cancelled'), inRange('cancel.updatedAt', r)]),
      ]),
    )
    .orderBy('bond.bondId')
    .execute();
  return {
    headers: [
      'Bond ID',
      'Status',
      'Tenant Name',
      'Tenant Email',
      'Property',
      'City',
      'Landlord',
      'Bond Value',
      'Bond Fee',
      'Check-in Date',
      'Check-out Date',
      'Released On',
      'Cancelled On',
    ],
    kinds: [
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'amount',
      'amount',
      'date',
      'date',
      'date',
      'datetime',
    ],
    rows: rows.map((b) => [
      b.bondId,
      b.status,
      b.tenantName,
      b.tenantEmail,
      b.propertyName,
      b.city,
      b.landlordName,
      money(b.bondAmount),
      money(b.bondFee),
      day(b.checkinDate),
      day(b.checkoutDate),
      day(b.releaseDate),
      moment(b.cancelledAt),
    ]),
  };
}

/** Refund report: cancellations accepted in the range, with the refund the refund rule gives and where it goes. */
export async function refundReport(db: Db, r: Range, scope?: Scope): Promise<Table> {
  let q = db
    .selectFrom('bond_request as cancel')
    .innerJoin('bond', 'bond.id', 'cancel.bondId')
    .leftJoin('user as tenant', 'tenant.id', 'cancel.userId')
    .select([
      'bond.bondId',
      'bond.bondFee',
      'bond.tenure',
      'bond.checkinDate',
      'bond.bondEffectiveDate',
      'tenant.name',
      'tenant.email',
      'tenant.phone',
      'cancel.refundType',
      'cancel.createdAt',
      'cancel.updatedAt',
    ])
    .where('cancel.type', '=', 'cancel')
    .where('cancel.status', '=', 'accepted')
    .where(inRange('cancel.updatedAt', r));
  if (scope) q = q.where('bond.landlordId', '=', scope.landlordId);
  const rows = await q.orderBy('cancel.updatedAt').execute();
  return {
    headers: [
      'Bond ID',
      'Tenant Name',
      'Tenant Email',
      'Tenant Phone',
      'Requested On',
      'Accepted On',
      'Refund Type',
      'Bond Fee',
      'Refund Amount',
      'Full Refund',
      'Rule',
    ],
    kinds: ['text', 'text', 'text', 'text', 'datetime', 'datetime', 'text', 'amount', 'amount', 'text', 'text'],
    rows: rows.map((c) => {
      const q = calculateRefund(
        {
          bondId: c.bondId,
          bondFee: c.bondFee,
          tenure: c.tenure,
          checkinDate: c.checkinDate,
          bondEffectiveDate: c.bondEffectiveDate,
        },
        new Date(c.createdAt ?? Date.now()),
      );
      return [
        c.bondId,
        c.name,
        c.email,
        c.phone,
        moment(c.createdAt),
        moment(c.updatedAt),
        c.refundType ?? 'wallet',
        money(c.bondFee),
        money(q.refundAmount),
        q.fullRefund,
        q.rule,
      ];
    }),
  };
}
