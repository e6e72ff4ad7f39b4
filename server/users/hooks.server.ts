import { forbidden } from '#engine/runtime/errors.ts';
import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';

import { normalizeEmail } from '../auth/operations/normalize-email.ts';
import { hashPassword } from '../auth/operations/password.server.ts';
import { deleteUserApiTokens, deleteUserResets, deleteUserSessions, revokeUserSessions } from '../auth/store.server.ts';
import { invitationHooks } from './operations/invitations.server.ts';
import { assertEmailFree, assertPhoneFree, assertRoleChange, ROLE_FIELDS } from './operations/user-rules.server.ts';
import { RELATED_TYPE } from './operations/user-types.server.ts';

/** Only staff and the user themself see these; other viewers (a landlord, a partner) do not. */
/**
 * The generic `user` resource made safe, for both API dialects and the site: passwords are hashed
 * (never stored as given), e-mails are unique and lower-case, a phone number belongs to one account
 * ('Phone Number is Taken'), and user type and role change only by staff, never by their holder.
 */
export const userHooks: ResourceHooks<'user'> = {
  async beforeCreate(ctx, data) {
    const out = { ...data, email: normalizeEmail(data.email) };
    await assertEmailFree(ctx.db, out.email);
    if (typeof out.phone === 'string') await assertPhoneFree(ctx.db, out.phone);
    assertRoleChange(
      ctx.actor,
      {},
      Object.fromEntries(ROLE_FIELDS.filter((f) => f !== 'userType' && f in out).map((f) => [f, out[f]])),
    );
    if (typeof out.password === 'string') out.password = await hashPassword(out.password);
    out.type ??= RELATED_TYPE[out.userType];
    return out;
  },

  async beforeUpdate(ctx, changes, existing) {
    const out = { ...changes };
    const id = existing.id;
    for (const f of ROLE_FIELDS) if (f in out && out[f] === existing[f]) delete out[f];
    if (typeof out.email === 'string') {
      out.email = normalizeEmail(out.email);
      if (out.email === existing.email) delete out.email;
      else {
        await assertEmailFree(ctx.db, out.email, id);
        out.isEmailVerified = false;
      }
    }
    if ('phone' in out && out.phone !== existing.phone) {
      if (typeof out.phone === 'string') await assertPhoneFree(ctx.db, out.phone, id);
      out.isPhoneVerified = false;
    }
    assertRoleChange(ctx.actor, existing, out);
    if ('userType' in out && !('type' in out)) out.type = out.userType ? RELATED_TYPE[out.userType] : null;
    // A password is replaced, never cleared (an empty field in an edit form means "unchanged").
    if ('password' in out && typeof out.password !== 'string') delete out.password;
    if (typeof out.password === 'string') {
      out.password = await hashPassword(out.password);
      if (ctx.actor.kind === 'user' && ctx.actor.id !== id) await revokeUserSessions(ctx.db, id);
    }
    return out;
  },

  async beforeDelete(ctx, existing) {
    if (ctx.actor.kind === 'user' && ctx.actor.id === existing.id) throw forbidden(messages.users.cannotDeleteSelf);
    const userId = existing.id;
    await deleteUserSessions(ctx.db, userId);
    await deleteUserApiTokens(ctx.db, userId);
    await deleteUserResets(ctx.db, userId);
  },

  present(ctx, row) {
    const out = { ...row, _id: row.id };
    const actor = ctx.actor;
    // The private fields (date of birth, verification flags, referral) are staff's and the user's own: the user
    // schema's x-access. The role too, kept here because invitations reuse its definition for the role they grant.
    // The external id is also its inviter's (a partner's reference for the account).
    if (actor.kind === 'user' && (actor.internal || actor.id === row.id)) return out;
    delete out.role;
    if (!(actor.kind === 'user' && actor.id === row.invitedBy)) delete out.externalId;
    return out;
  },
};

/** The users domain's hooks; an invitation's e-mail links to the site at `publicUrl`. */
export function hooks(publicUrl: string): HooksBySlug {
  return { user: userHooks, invite: invitationHooks(publicUrl) };
}
