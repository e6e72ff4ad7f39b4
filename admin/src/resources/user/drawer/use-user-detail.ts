import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { Address } from '#generated/types/address.ts';
import type { CoApplicant } from '#generated/types/co-applicant.ts';
import type { Document } from '#generated/types/document.ts';
import type { Profile } from '#generated/types/profile.ts';
import type { User } from '#generated/types/user.ts';
import { api } from '../../../api/http';

export type UserRecord = User & { id: string };

/** GET /profile/{type}?userId: the profile with the user's addresses, documents and co-applicants. */
export type ProfileRecord = Omit<Profile, 'coApplicants'> & {
  id: string;
  user?: Partial<User>;
  addresses?: (Address & { id: string })[];
  docs?: (Document & { id: string })[];
  coApplicants?: (CoApplicant & { id: string })[];
};

/** Every query of one user's drawer starts with this key, so one invalidation refreshes them all. */
export const userDetailKey = (userId: string) => ['user-detail', userId] as const;

/** GET /users/{id}. */
export function useUserRecord(userId: string) {
  return useQuery({ queryKey: [...userDetailKey(userId), 'user'], queryFn: () => api.get<UserRecord>(`/users/${userId}`), retry: false });
}

/** The user's profile of `profileType`; null when the user has none yet (404). */
export function useProfile(userId: string, profileType: string, enabled = true) {
  return useQuery({
    queryKey: [...userDetailKey(userId), 'profile', profileType],
    queryFn: async () => {
      try {
        return await api.get<ProfileRecord>(`/profile/${profileType}?userId=${encodeURIComponent(userId)}`);
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }
    },
    enabled,
    retry: false,
  });
}

/** A /api/v1 list (`{ results }`) belonging to the drawer of `userId`. */
export function useUserList<T>(userId: string, name: string, path: string, enabled = true) {
  return useQuery({
    queryKey: [...userDetailKey(userId), name],
    queryFn: async () => (await api.get<{ results: T[] }>(path)).results,
    enabled,
    retry: false,
  });
}

/** After a change: refetch everything the drawer shows of this user, and the users lists. */
export function useRefreshUser(userId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userDetailKey(userId) }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]);
  };
}
