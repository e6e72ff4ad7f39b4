import { type ExpressionBuilder, sql } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Database } from '#generated/db.ts';

import { amountCell as money, momentCell as moment, type Table } from '../operations/table.ts';
import { inRange, type Range, type Scope } from './range.server.ts';

/** Users report: accounts registered in the range, with their eligibility and bond count. */
export async function usersReport(db: Db, r: Range, scope?: Scope): Promise<Table> {
  let q = db
    .selectFrom('user')
    .leftJoin('eligibility', 'eligibility.userId', 'user.id')
    .select([
      'user.name',
      'user.email',
      'user.phone',
      'user.userType',
      'user.role',
      'user.createdAt',
      'eligibility.status as eligibility',
      'eligibility.maxEligibilityAmount',
      sql<number>`(select count(*) from "bond" where "bond"."tenantId" = "user"."id")`.as('bonds'),
    ])
    .where(inRange('user.createdAt', r));
  if (scope)
    q = q.where((eb) =>
      eb.and([
        scope.users(eb as unknown as ExpressionBuilder<Database, 'user'>),
        eb('user.id', '!=', scope.landlordId),
      ]),
    );
  const rows = await q.orderBy('user.createdAt').execute();
  return {
    headers: [
      'Name',
      'Email',
      'Phone',
      'User Type',
      'Role',
      'Registered On',
      'Eligibility',
      'Max Eligibility Amount',
      'Bonds',
    ],
    kinds: ['text', 'text', 'text', 'text', 'text', 'datetime', 'text', 'amount', 'count'],
    rows: rows.map((u) => [
      u.name,
      u.email,
      u.phone,
      u.userType,
      u.role,
      moment(u.createdAt),
      u.eligibility,
      money(u.maxEligibilityAmount),
      Number(u.bonds),
    ]),
  };
}
