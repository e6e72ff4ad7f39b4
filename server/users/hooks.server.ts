import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { invitationHooks } from './invitations.server.ts';
import { userHooks } from './user-hooks.server.ts';

/** The users domain's hooks; an invitation's e-mail links to the site at `publicUrl`. */
export function hooks(publicUrl: string): HooksBySlug {
  return { user: userHooks, invite: invitationHooks(publicUrl) };
}
