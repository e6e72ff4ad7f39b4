import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';

import type { ListPage } from '#client/list-page.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import { requireUser } from '#server/http/guards.server.ts';

import type { UserListParams } from './list-params.server.ts';
import { shapeListRow } from './list-rows.server.ts';
import { visibleUsers } from './user-visibility.server.ts';

type Eb = ExpressionBuilder<Database, 'user'>;

export type UserListPage = ListPage<Record<string, unknown>>;

/**
 * The bonds whose status a viewer sees for a tenant row: a landlord sees only the bonds on their own
 * properties; staff and partners every bond of the tenant. Newest first.
 */
function tenantBonds(eb: Eb, actor: UserActor) {
  let q = eb.selectFrom('bond').whereRef('bond.tenantId', '=', 'user.id');
  if (!actor.internal && (actor.userType === 'landlord' || actor.userType === 'landlordindividual')) {
    const own = eb.selectFrom('property').select('property.id').where('property.landlordId', '=', actor.id);
    q = q.where((b) => b.or([b('bond.landlordId', '=', actor.id), b('bond.propertyId', 'in', own)]));
  }
  return q;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Visibility, user type and the optional filters, as conditions on `user` only (so counting needs no join). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is Kysely's "nothing selected yet".
function filtered(db: Db, actor: UserActor, p: UserListParams): SelectQueryBuilder<Database, 'user', {}> {
  let q = db.selectFrom('user');
  const visible = visibleUsers(actor);
  if (visible) q = q.where(visible);
  if (p.userType) q = q.where('user.userType', '=', p.userType);
  if (p.name) q = q.where('user.name', 'ilike', contains(p.name));
  if (p.email) q = q.where('user.email', 'ilike', contains(p.email));
  if (p.phone) q = q.where('user.phone', 'ilike', contains(p.phone.replace(/\D/g, '')));
  if (p.from) q = q.where('user.createdAt', '>=', sql<string>`${p.from}::date`);
  if (p.to) q = q.where('user.createdAt', '<', sql<string>`${p.to}::date + 1`);
  if (p.eligibility) {
    const status = p.eligibility;
    const rows = (eb: Eb) =>
      eb.selectFrom('eligibility').select('eligibility.id').whereRef('eligibility.userId', '=', 'user.id');
    q =
      status === 'none'
        ? q.where((eb) => eb.not(eb.exists(rows(eb).where('eligibility.status', '!=', 'none'))))
        : q.where((eb) => eb.exists(rows(eb).where('eligibility.status', '=', status)));
  }
  if (p.bondStatus) {
    const status = p.bondStatus;
    q =
      status === 'None'
        ? q.where((eb) => eb.not(eb.exists(tenantBonds(eb, actor).select('bond.id'))))
        : q.where((eb) =>
            eb(
              tenantBonds(eb, actor)
                .select('bond.status')
                .orderBy('bond.createdAt', 'desc')
                .orderBy('bond.id', 'desc')
                .limit(1),
              '=',
              status,
            ),
          );
  }
  if (p.propertyStatus) {
    const status = p.propertyStatus;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('property')
          .select('property.id')
          .whereRef('property.landlordId', '=', 'user.id')
          .where('property.status', '=', status),
      ),
    );
  }
  return q;
}

/**
 * GET /users: one page of the users the caller may see, in the specification envelope. Tenant rows
 * carry eligibility, latest bond and claim; landlord and partner rows the number of properties
 * listed. Everything comes from one query with lateral joins on indexed columns (no query per row).
 */
export async function listUsers(db: Db, caller: Actor, p: UserListParams): Promise<UserListPage> {
  const actor = requireUser(caller);
  const base = filtered(db, actor, p);
  const rows = await base
    .leftJoin('eligibility', 'eligibility.userId', 'user.id')
    .leftJoinLateral(
      (eb) =>
        tenantBonds(eb, actor)
          .select(['bond.id as ref', 'bond.bondId', 'bond.status', 'bond.createdAt', 'bond.tenure'])
          .orderBy('bond.createdAt', 'desc')
          .orderBy('bond.id', 'desc')
          .limit(1)
          .as('latestBond'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('claim')
          .select('claim.claimNumber')
          .whereRef('claim.bondId', '=', 'latestBond.ref')
          .orderBy('claim.createdAt', 'desc')
          .limit(1)
          .as('lastClaim'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('property')
          .select((e) => e.fn.countAll<number>().as('listed'))
          .whereRef('property.landlordId', '=', 'user.id')
          .as('propertyCount'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('user as invitee')
          .select((e) => e.fn.countAll<number>().as('landlords'))
          .whereRef('invitee.invitedBy', '=', 'user.id')
          .where('invitee.userType', 'in', ['landlord', 'landlordindividual'])
          .as('invitedLandlords'),
      (join) => join.onTrue(),
    )
    .select([
      'user.id',
      'user.name',
      'user.email',
      'user.phone',
      'user.avatar',
      'user.createdAt',
      'user.userType',
      'user.role',
      'user.designation',
      'user.tenantCode',
      'user.landlordCode',
      'user.externalId',
      'user.invitedBy',
      'eligibility.status as eligibility',
      'eligibility.maxEligibilityAmount',
      'latestBond.ref as bondRef',
      'latestBond.bondId',
      'latestBond.status as bondStatus',
      'latestBond.createdAt as bondPurchasedate',
      'latestBond.tenure',
      'lastClaim.claimNumber as claim',
      'propertyCount.listed as properties',
      'invitedLandlords.landlords as totalLandlords',
    ])
    .orderBy(`user.${p.sort.field}`, p.sort.order)
    .orderBy('user.id', 'asc')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(count?.total ?? 0);
  return {
    results: rows.map((r) => shapeListRow(r, actor)),
    page: p.page,
    limit: p.limit,
    totalPages: Math.ceil(total / p.limit),
    totalResults: total,
  };
}
