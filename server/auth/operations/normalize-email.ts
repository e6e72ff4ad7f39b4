/** Lower-case, trimmed: e-mail addresses are stored and looked up in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
