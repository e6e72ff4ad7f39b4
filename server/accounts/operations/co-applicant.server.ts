import { sql } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { HookContext, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { createRecord } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { jsonb, updateProfileOf } from '../store.server.ts';
import { isId, isTenantType } from './access.server.ts';

/**
 * POST /profile/tenant/coapplicant/add: a co-applicant for the calling tenant, or, from staff with
 * create permission on users, for the tenant named by tenantId. Relation 'none' drops the date of
 * birth before saving (spec 002 §5). The new co-applicant is listed on the tenant's profile.
 */
const MAX_CO_APPLICANTS = 10;

export async function addCoApplicant(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'co-applicant'>> {
  const user = requireUser(actor);
  requireObject(body);
  const data = withoutDobWhenNoRelation({ ...body });
  if (!user.internal) {
    if (!isTenantType(user.userType)) throw forbidden(messages.accounts.onlyTenantsAddCoApplicants);
    if (data.tenantId !== undefined && data.tenantId !== user.id)
      throw forbidden(messages.accounts.ownCoApplicantsOnly);
    data.tenantId = user.id;
  }
  return createRecord(db, resource('co-applicant'), data, actor);
}

function withoutDobWhenNoRelation<T extends { relation?: unknown; dob?: unknown }>(data: T): T {
  if (data.relation === 'none') delete data.dob;
  return data;
}

/** Rules for every co-applicant write (this route and the generic /co-applicant ones). */
export const coApplicantHooks: ResourceHooks<'co-applicant'> = {
  async beforeCreate(ctx, data) {
    await checkTenant(ctx, data.tenantId);
    const { count } = await ctx.db
      .selectFrom('co_applicant')
      .select(sql<number>`count(*)`.as('count'))
      .where('tenantId', '=', data.tenantId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_CO_APPLICANTS)
      throw new ApiError(
        409,
        'too_many',
        fillMessage(messages.accounts.tooManyCoApplicants, { max: MAX_CO_APPLICANTS }),
      );
    return withoutDobWhenNoRelation(data);
  },
  async beforeUpdate(ctx, changes, existing) {
    if ('tenantId' in changes && changes.tenantId !== existing.tenantId) await checkTenant(ctx, changes.tenantId);
    if ((changes.relation ?? existing.relation) === 'none') {
      delete changes.dob;
      if (existing.dob) changes.dob = null;
    }
    return changes;
  },
  async afterCreate(ctx, row) {
    await setProfileList(ctx, row.tenantId, (ids) =>
      [...ids.filter((id) => id !== row.id), row.id].slice(-MAX_CO_APPLICANTS),
    );
  },
  async afterUpdate(ctx, row, existing) {
    if (row.tenantId === existing.tenantId) return;
    await setProfileList(ctx, existing.tenantId, (ids) => ids.filter((id) => id !== row.id));
    await setProfileList(ctx, row.tenantId, (ids) => [...ids, row.id].slice(-MAX_CO_APPLICANTS));
  },
  async beforeDelete(ctx, existing) {
    await setProfileList(ctx, existing.tenantId, (ids) => ids.filter((id) => id !== existing.id));
  },
};

async function checkTenant(ctx: HookContext, tenantId: unknown): Promise<void> {
  if (!isId(tenantId)) throw notFound(messages.labels.tenant);
  const tenant = await ctx.db.selectFrom('user').select('userType').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw notFound(messages.labels.tenant);
  if (!isTenantType(tenant.userType))
    throw new ApiError(400, 'validation_failed', messages.accounts.coApplicantsOfTenants, {
      tenantId: messages.accounts.coApplicantsOfTenants,
    });
}

/** Keeps profile.coApplicants in step with the co-applicant records. */
async function setProfileList(
  ctx: HookContext,
  tenantId: string,
  change: (ids: readonly string[]) => string[],
): Promise<void> {
  const profile = await ctx.db
    .selectFrom('profile')
    .select(['id', 'coApplicants'])
    .where('userId', '=', tenantId)
    .executeTakeFirst();
  if (!profile) return;
  const ids = change(profile.coApplicants ?? []);
  await updateProfileOf(ctx.db, tenantId, { coApplicants: jsonb(ids) });
}
