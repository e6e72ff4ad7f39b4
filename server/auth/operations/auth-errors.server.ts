import { ApiError } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

/**
 * The auth domain's answers that the specification does not word (it shows no server messages for
 * these calls): the wording of the widely used Express boilerplate the original API follows.
 */
export const AUTH_MESSAGES = {
  emailTaken: messages.auth.emailTaken,
  badCredentials: messages.auth.badCredentials,
  resetFailed: messages.auth.resetFailed,
  refreshFailed: messages.auth.refreshFailed,
  staffByInvitation: messages.auth.staffByInvitation,
  passwordNeedsSession: messages.auth.passwordNeedsSession,
} as const;

export const emailTaken = () =>
  new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
export const badCredentials = () => new ApiError(401, 'incorrect_credentials', AUTH_MESSAGES.badCredentials);
export const resetFailed = () => new ApiError(401, 'reset_failed', AUTH_MESSAGES.resetFailed);
export const refreshFailed = () => new ApiError(401, 'unauthorized', AUTH_MESSAGES.refreshFailed);
