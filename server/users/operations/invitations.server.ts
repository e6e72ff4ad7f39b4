import { isAdminRole } from '#domain/access/roles.ts';
import { shownName } from '#domain/format/labels.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { emailTaken } from '#server/auth/operations/auth-errors.server.ts';
import { normalizeEmail } from '#server/auth/operations/normalize-email.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';

import { insertUser, updateUser } from '../store.server.ts';
import { RELATED_TYPE, type UserType } from './user-types.server.ts';

/** An invitation link works for 30 days. */
export const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The open invitation `id` addressed to `email`, if any (registration completes it). */
export async function findOpenInvite(trx: Db, id: string, email: string) {
  if (!isId(id)) return undefined;
  return trx
    .selectFrom('invite')
    .select(['id', 'userType', 'role', 'invitedBy'])
    .where('id', '=', id)
    .where('inviteeEmail', '=', email)
    .where('status', '=', 'sent')
    .where('createdAt', '>', new Date(Date.now() - INVITE_TTL_MS).toISOString())
    .executeTakeFirst();
}

/** The user type an invitation is for: as given, else the type of the role it names (staff when ambiguous). */
async function inviteUserType(db: Db, role: string, given: UserType | undefined): Promise<UserType> {
  const roles = await db.selectFrom('role').select('userType').where('name', '=', role).execute();
  if (given) {
    if (roles.some((r) => r.userType === given) || (given !== 'internal' && given === role)) return given;
    throw invalid({ role: fillMessage(messages.users.noRoleForType, { role, userType: given }) });
  }
  if (!roles.length) throw invalid({ role: fillMessage(messages.users.noRole, { role }) });
  return (roles.find((r) => r.userType === 'internal') ?? roles[0]).userType as UserType;
}

/**
 * POST /invitation (and the console's invite create): staff with the users create permission invite
 * someone by e-mail. The invitee appears in the user lists at once, nameless ('Invitation sent'),
 * and receives a registration link that completes that account with the invited role.
 */
export function invitationHooks(sitePublicUrl: string): ResourceHooks<'invite'> {
  /** The site's address for the registration link (from the app's configuration). */
  const publicUrl = sitePublicUrl.replace(/\/$/, '');
  return {
    async beforeCreate(ctx, data) {
      const actor = ctx.actor;
      if (actor.kind !== 'user' || !actor.internal) throw forbidden();
      const email = normalizeEmail(data.inviteeEmail);
      const role = data.role;
      if (isAdminRole(role) && !actor.admin) throw forbidden(messages.users.adminGrantsRole);
      const userType = await inviteUserType(ctx.db, role, data.userType);
      const registered = await ctx.db
        .selectFrom('user')
        .select('password')
        .where('email', '=', email)
        .executeTakeFirst();
      if (registered?.password) throw emailTaken();
      const invitedBy = actor.admin && data.invitedBy !== undefined ? data.invitedBy : actor.id;
      if (
        invitedBy !== actor.id &&
        !(await ctx.db.selectFrom('user').select('id').where('id', '=', invitedBy).executeTakeFirst())
      ) {
        throw new ApiError(400, 'validation_failed', messages.users.invitedByNotUser, {
          invitedBy: messages.users.invitedByNotUser,
        });
      }
      return { ...data, inviteeEmail: email, role, userType, invitedBy, status: 'sent' };
    },

    async afterCreate(ctx, row) {
      const email = row.inviteeEmail;
      // beforeCreate always sets the type (the schema leaves it optional for the console's form).
      const userType = row.userType as UserType;
      const account = { userType, type: RELATED_TYPE[userType], role: row.role, invitedBy: row.invitedBy };
      const pending = await ctx.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
      if (pending) await updateUser(ctx.db, pending.id, account);
      else await insertUser(ctx.db, { email, isEmailVerified: false, isPhoneVerified: false, ...account });
      await enqueueMessage(ctx.db, invitationEmail(row, publicUrl));
    },
  };
}

function invitationEmail(invite: RecordOf<'invite'>, publicUrl: string) {
  const email = invite.inviteeEmail;
  const link = `${publicUrl}/register?invite=${invite.id}&email=${encodeURIComponent(email)}`;
  return {
    channel: 'email' as const,
    to: email,
    subject: messages.users.invitationSubject,
    body: fillMessage(messages.users.invitationBody, { role: shownName(invite.role), link }),
  };
}
