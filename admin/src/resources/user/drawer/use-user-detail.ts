import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';

import { USER_KEY, userDetailKey } from '../user-keys.ts';

/** The stored resources the drawer lists through react-admin (the generic dialect), refreshed with the user. */
const DRAWER_RESOURCES = ['address', 'document', 'bond', 'subscription', 'inspection', 'payment'] as const;
type DrawerResource = (typeof DRAWER_RESOURCES)[number];

/** GET /users/{id}. */
export function useUserRecord(userId: string) {
  const data = useConsoleData();
  return useQuery({
    queryKey: [...userDetailKey(userId), 'record'],
    queryFn: () => data.userRecord(userId),
    retry: false,
  });
}

/** The user's profile of `profileType`; null when the user has none yet (404). */
export function useProfile(userId: string, profileType: string, enabled = true) {
  const data = useConsoleData();
  return useQuery({
    queryKey: [...userDetailKey(userId), 'profile', profileType],
    queryFn: () => data.userProfile(userId, profileType),
    enabled,
    retry: false,
  });
}

/**
 * The user's records of a stored resource (their addresses, documents, bonds ...), newest first, as react-admin's
 * getList on /api/admin/<resource> with the owner's field as the filter: the same operation and access rule as
 * /api/v1 (a landlord sees only the bonds of their own properties).
 */
export function useUserRecords<T>(resource: DrawerResource, filter: Record<string, string>, perPage: number) {
  return useGetList<T & { id: string }>(
    resource,
    { filter, pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' } },
    { retry: false },
  );
}

/** After a change: refetch everything the drawer shows of this user, and the users lists. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [USER_KEY, ...DRAWER_RESOURCES.map((r) => [r])].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}
