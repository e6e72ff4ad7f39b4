import type { AuthProvider } from 'react-admin';

import { isTenantType } from '#client/account-types.ts';

import { api } from '../api/http.ts';
import { accessToken, currentUser, refreshSession, signIn, signOut } from './session.ts';

export type Permissions = Record<string, string[]>;

let permissions: Promise<Permissions> | undefined;

/**
 * react-admin's auth on the auth API: sign in sets the httpOnly session cookie, logout revokes it and
 * clears all stored data, a 401 sends the user to the login page (react-admin keeps the address to
 * return to). Permissions are the role's module → strings map from /users/permission.
 */
export const authProvider: AuthProvider = {
  async login({ username, email, password }) {
    permissions = undefined;
    await signIn(String(email ?? username ?? ''), String(password ?? ''));
    // One sign-in for everyone: a tenant's place is the site's account area, not the console.
    if (isTenantType(currentUser()?.userType)) {
      window.location.assign('/home/dashboard');
      return { redirectTo: false };
    }
  },
  async logout() {
    permissions = undefined;
    await signOut();
  },
  async checkAuth() {
    if (!(await accessToken())) throw new Error('Please sign in');
  },
  async checkError(error) {
    const status = error?.status;
    if (status === 401) {
      if (await refreshSession()) return;
      throw new Error('Please sign in');
    }
  },
  async getIdentity() {
    const user = currentUser() ?? ((await refreshSession()) ? currentUser() : undefined);
    if (!user) throw new Error('Please sign in');
    return { id: user.id, fullName: user.name || user.email, avatar: user.avatar || undefined };
  },
  async getPermissions() {
    if (!(await accessToken())) return {};
    permissions ??= api.get<Permissions>('/users/permission').catch((e) => {
      permissions = undefined;
      throw e;
    });
    return permissions;
  },
};

/** Does the role grant `action` (create, update, delete: a substring match, spec 002 §6) in `module`? */
export function can(
  perms: Permissions | undefined,
  module: string | undefined,
  action: 'create' | 'update' | 'delete',
): boolean {
  if (!perms || !module) return false;
  return (perms[module] ?? []).some((p) => p.includes(action));
}
