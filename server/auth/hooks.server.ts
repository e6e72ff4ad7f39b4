import { forbidden } from '#engine/runtime/errors.ts';
import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';

/**
 * Sessions, password-reset links and API tokens hold hashes of secrets. Written through the generic
 * operations (the console), a hash chosen by the writer would be a key to someone else's account, so
 * they are only made by the auth routes; the console may list, revoke, and edit other fields.
 */
const ONLY_THROUGH_AUTH = {
  session: messages.auth.sessionsAtSignIn,
  'password-reset': messages.auth.resetLinksByRoute,
  'api-token': messages.auth.apiTokensByOwner,
} as const;

/** Fields that bind a secret to an account: never rewritten after creation. */
const KEYS = ['tokenHash', 'refreshTokenHash', 'userId', 'family'];

/** Hooks of the auth domain: secrets' records are made only by the auth routes. */
export const hooks: HooksBySlug = Object.fromEntries(
  Object.entries(ONLY_THROUGH_AUTH).map(([slug, message]): [string, ResourceHooks] => [
    slug,
    {
      beforeCreate: () => {
        throw forbidden(message);
      },
      beforeUpdate: (_ctx, changes) => {
        if (KEYS.some((k) => k in changes)) throw forbidden(message);
      },
    },
  ]),
);
