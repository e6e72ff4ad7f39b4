/**
 * The react-query keys of the users screens. All start with react-admin's resource name 'user', so react-admin's own
 * refresh and its invalidations of 'user' reach them, and one invalidation of `USER_KEY` refreshes the lists and every
 * open drawer.
 */
export const USER_KEY = ['user'] as const;

/** One page of the users list of a tab, with its filter. */
export const userListKey = (userType: string | undefined, page: number, filter: Record<string, string>) =>
  [...USER_KEY, 'rows', userType, page, filter] as const;

/** Every query of one user's drawer starts with this key, so one invalidation refreshes them all. */
export const userDetailKey = (userId: string) => [...USER_KEY, 'detail', userId] as const;

/** The roles an invitation of a user type may name. */
export const userRolesKey = (userType: string) => [...USER_KEY, 'roles', userType] as const;
