import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { forbidden, invalid } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '../http/guards.server.ts';
import { visibleUsers } from '../users/visibility.server.ts';
import { mainReport, refundReport, releaseReport, usersReport, type Range, type Scope, type Table } from './report-queries.server.ts';

export type Report = (db: Kysely<Database>, r: Range, scope?: Scope) => Promise<Table>;
const BY_NAME: Record<string, Report> = { main: mainReport, users: usersReport, refund: refundReport, release: releaseReport };

/**
 * Reports are for admins and staff whose role grants anything on the reports module (every row), and
 * for landlords and partners (Settings > Download Report, 002 §2), scoped to their own bonds and users.
 */
function reportScope(actor: Actor): Scope | undefined {
  const user = requireUser(actor);
  if (user.internal) {
    if (!user.admin && (user.permissions.reports ?? []).length === 0) throw forbidden(messages.reports.forStaff);
    return undefined;
  }
  const users = visibleUsers(user);
  if (isTenant(user) || !users) throw forbidden(messages.reports.forStaff);
  return { landlordId: user.id, users };
}

/** The body {from, to} (YYYY-MM-DD, both required: 'report-request'), with to not before from. */
function rangeOf(body: unknown): { range: Range; report?: string } {
  const checked = validate('report-request', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const { from, to, report } = checked.value;
  if (to < from) throw invalid({ to: messages.reports.toBeforeFrom });
  return { range: { from, to }, report };
}

/** The table a report request asks for: `fixed`, or the body's `report` (main by default), in the caller's scope. */
export async function reportTable(db: Kysely<Database>, actor: Actor, body: unknown, fixed?: Report): Promise<Table> {
  const scope = reportScope(actor);
  const { range, report } = rangeOf(body);
  return (fixed ?? BY_NAME[report ?? 'main'])(db, range, scope);
}
