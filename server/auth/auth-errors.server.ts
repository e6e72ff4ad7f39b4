import { ApiError } from '#engine/runtime/errors.ts';

/**
 * The auth domain's answers that the specification does not word (it shows no server messages for
 * these calls): the wording of the widely used Express boilerplate the original API follows.
 */
export const AUTH_MESSAGES = {
  emailTaken: 'Email already taken',
  badCredentials: 'Incorrect email or password',
  resetFailed: 'Password reset failed',
  refreshFailed: 'Please authenticate',
  staffByInvitation: 'Staff accounts are created by invitation',
  passwordNeedsSession: 'Sign in with your password to change it; an API token cannot',
} as const;

export const emailTaken = () => new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
export const badCredentials = () => new ApiError(401, 'incorrect_credentials', AUTH_MESSAGES.badCredentials);
export const resetFailed = () => new ApiError(401, 'reset_failed', AUTH_MESSAGES.resetFailed);
export const refreshFailed = () => new ApiError(401, 'unauthorized', AUTH_MESSAGES.refreshFailed);
