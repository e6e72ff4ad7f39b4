import type { Kysely } from 'kysely';

import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { listRecords } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { requireSelfOrStaff, userIdParam } from './access.server.ts';

/**
 * GET /<resource>?userId for per-user records (consents, notifications): a user's own list, or anyone's
 * for staff; another user's id from anyone else is a 403. Without userId a user gets their own and
 * staff everyone's. The /api/v1 list envelope and filters, newest first.
 */
export async function listOwn(
  db: Kysely<Database>,
  actor: Actor,
  slug: 'consent' | 'notification',
  rawQuery: Record<string, unknown> | undefined,
) {
  const user = requireUser(actor);
  const r = resource(slug)!;
  const raw = { ...(rawQuery ?? {}) };
  if (raw.userId !== undefined) requireSelfOrStaff(user, userIdParam(user, raw.userId));
  else if (!user.internal) raw.userId = user.id;
  const { query, params, page } = parseV1List(db, r, raw);
  const { rows, total } = await listRecords(db, r, query, actor, params);
  return { results: rows, page, limit: query.limit, totalPages: Math.ceil(total / query.limit), totalResults: total };
}
