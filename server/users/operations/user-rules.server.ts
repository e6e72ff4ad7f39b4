import { isAdminRole } from '#domain/access/roles.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { emailTaken } from '#server/auth/operations/auth-errors.server.ts';

export const phoneTaken = () => new ApiError(409, 'phone_taken', messages.phone.taken, { phone: messages.phone.taken });

/** Is `phone` someone else's? (`exceptUserId`: the user being edited, whose own number does not count.) */
export async function isPhoneTaken(db: Db, phone: string, exceptUserId?: string): Promise<boolean> {
  let q = db.selectFrom('user').select('id').where('phone', '=', phone);
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  return !!(await q.executeTakeFirst());
}

export async function assertPhoneFree(db: Db, phone: string, exceptUserId?: string): Promise<void> {
  if (await isPhoneTaken(db, phone, exceptUserId)) throw phoneTaken();
}

export async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  let q = db.selectFrom('user').select('id').where('email', '=', email);
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  if (await q.executeTakeFirst()) throw emailTaken();
}

export const ROLE_FIELDS = ['userType', 'role', 'type', 'invitedBy'] as const;

/**
 * Who may set a user's type, role, related type or inviter: staff only (their users permission is
 * checked by the engine), never on their own account, and only an admin may hand out an admin role
 * or move an account into or out of the staff (internal) type.
 */
export function assertRoleChange(
  actor: Actor,
  target: { id?: string; userType?: unknown },
  changes: Record<string, unknown>,
): void {
  const changed = ROLE_FIELDS.filter((f) => f in changes);
  if (!changed.length) return;
  if (actor.kind !== 'user' || !actor.internal) throw forbidden(messages.users.cannotChangeTypeOrRole);
  if (target.id && target.id === actor.id && (changed.includes('userType') || changed.includes('role')))
    throw forbidden(messages.users.cannotChangeOwnTypeOrRole);
  const staffMove =
    'userType' in changes &&
    target.id !== undefined &&
    (changes.userType === 'internal') !== (target.userType === 'internal');
  if ((isAdminRole(changes.role as string | undefined) || staffMove) && !actor.admin)
    throw forbidden(messages.users.adminGrantsRole);
}
