import { sql } from 'kysely';

import { isCalendarDate } from '#engine/runtime/dates.ts';
import { forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { EVERY_RESOURCE, type HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { coerce } from '#engine/runtime/resources/list-query.ts';
import { messages } from '#generated/messages.ts';

import { recordChange } from './operations/record-change.server.ts';

export const AUDIT_SLUG = 'audit-entry';
export const AUDIT_MODULE = 'audit';

/** Staff read the trail with the audit module in their role (admins always); others read their own actions (x-permissions). */
export function mayReadTrail(actor: Actor): boolean {
  return actor.kind === 'user' && (!actor.internal || actor.admin || Object.hasOwn(actor.permissions, AUDIT_MODULE));
}

/**
 * The audit trail of every write through the generic operations (both API dialects, the site, the
 * console), in the write's transaction, and the trail's own rules: append-only for everyone, admins
 * included (no create, update or delete through any dialect), and `from`/`to` list parameters.
 */
export const hooks: HooksBySlug = {
  [EVERY_RESOURCE]: {
    afterCreate: (ctx, row) =>
      recordChange(ctx.db, ctx.resource.slug, row.id as string, 'create', undefined, row, ctx.actor),
    afterUpdate: (ctx, row, existing) =>
      row === existing
        ? undefined
        : recordChange(ctx.db, ctx.resource.slug, row.id as string, 'update', existing, row, ctx.actor),
    beforeDelete: (ctx, existing) =>
      recordChange(ctx.db, ctx.resource.slug, existing.id as string, 'delete', existing, undefined, ctx.actor),
  },
  [AUDIT_SLUG]: {
    guard(ctx) {
      if (!mayReadTrail(ctx.actor)) throw forbidden(messages.request.noPermission);
    },
    listParams: ['from', 'to'],
    list(ctx, query, params) {
      if (params.from) query = query.where(sql.ref('createdAt'), '>=', coerce(ctx.resource, 'createdAt', params.from));
      // A day as `to` includes that whole day.
      if (params.to && isCalendarDate(params.to))
        query = query.where(
          sql.ref('createdAt'),
          '<',
          new Date(Date.parse(String(coerce(ctx.resource, 'createdAt', params.to))) + 86_400_000).toISOString(),
        );
      else if (params.to) query = query.where(sql.ref('createdAt'), '<=', coerce(ctx.resource, 'createdAt', params.to));
      return query;
    },
  },
};
