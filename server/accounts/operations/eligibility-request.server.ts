import { isEligibilityApprover, mayRequestEligibilityApproval } from '#domain/eligibility/access.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';

import { findEligibility, notifyUsers, saveEligibility } from '../store.server.ts';
import { findUser, isId, isTenantType } from './access.server.ts';

/**
 * POST /eligibility/request-approval {uid}: staff without approval rights ask those who have them
 * (#domain/eligibility/access.ts: admins, underwriters, roles with update permission on eligibility). A tenant not yet eligible is
 * marked 'requested' (under review); every approver gets a notification linking to the tenant.
 */

export async function requestEligibilityApproval(
  db: Db,
  actor: Actor,
  body: unknown,
): Promise<{ message: string; notified: number }> {
  const staff = requireUser(actor);
  requireAllowed(mayRequestEligibilityApproval(staff));
  requireObject(body);
  const { uid } = body as { uid?: unknown };
  if (!isId(uid))
    throw invalid({
      uid:
        uid === undefined
          ? fillMessage(messages.request.requiredPlain, { field: 'uid' })
          : fillMessage(messages.request.notId, { field: 'uid' }),
    });
  const tenant = await findUser(db, uid);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.tenant);
  const me = await findUser(db, staff.id);
  const approvers = (await approverIds(db)).filter((id) => id !== staff.id);
  const current = await findEligibility(db, { userId: uid });
  await db.transaction().execute(async (trx) => {
    if (current?.status !== 'eligible') await saveEligibility(trx, uid, { status: 'requested' });
    await notifyUsers(trx, approvers, {
      type: 'eligibility',
      title: messages.accounts.approvalRequestTitle,
      message: fillMessage(messages.accounts.approvalRequestBody, {
        staff: me?.name ?? me?.email ?? messages.labels.aColleague,
        tenant: tenant.name ?? tenant.email ?? uid,
      }),
      link: `/admin/home/users?type=tenant&id=${uid}`,
    });
  });
  return { message: messages.success.requestSent, notified: approvers.length };
}

/** Internal users who may approve eligibility: the domain's approvers, judged on each user's role. */
async function approverIds(db: Db): Promise<string[]> {
  const roles = await db.selectFrom('role').select(['name', 'modules']).where('userType', '=', 'internal').execute();
  const permissionsOf = new Map(
    roles.map((r) => [r.name, Object.fromEntries((r.modules ?? []).map((m) => [m.module, m.permissions ?? []]))]),
  );
  const users = await db
    .selectFrom('user')
    .select(['id', 'role'])
    .where('userType', '=', 'internal')
    .where('role', 'is not', null)
    .execute();
  return users
    .filter((u) => isEligibilityApprover({ internal: true, role: u.role, permissions: permissionsOf.get(u.role!) }))
    .map((u) => u.id);
}
