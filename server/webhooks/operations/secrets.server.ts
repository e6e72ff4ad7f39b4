import { randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and the base64 of the key (32 random bytes, more than the 24 the spec asks). */
export const SECRET_PREFIX = 'whsec_';

/** After a rotation the old secret still signs deliveries for this long, so receivers can switch without losing any. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

interface SecretFields {
  secret?: string | null;
  previousSecret?: string | null;
  previousSecretExpiresAt?: string | Date | null;
}

/** The secrets a delivery is signed with at `now`: the current one, and the previous one while it is still valid. */
export function signingSecrets(hook: SecretFields, now: Date): string[] {
  const out = hook.secret ? [hook.secret] : [];
  const until = hook.previousSecretExpiresAt ? new Date(hook.previousSecretExpiresAt).getTime() : 0;
  if (hook.previousSecret && until > now.getTime()) out.push(hook.previousSecret);
  return out;
}
