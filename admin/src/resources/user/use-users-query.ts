import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ListPage } from '#client/list-page.ts';
import { api } from '../../api/http';
import { messages } from '#generated/messages.ts';

/** Table page size (document 002 §9). */
export const PAGE_SIZE = 10;

/** One row of GET /users (server/users/list-rows.server.ts). */
export interface UserRow {
  _id: string;
  id: string;
  name?: string;
  email?: string;
  phone?: string;
  avatar?: string;
  createdAt?: string;
  userType?: string;
  role?: string;
  designation?: string;
  properties?: number;
  eligibility?: string;
  maxEligibilityAmount?: number;
  bondStatus?: string;
  bondPurchasedate?: string;
  /** The human bond reference (NVB-...). */
  bondId?: string;
  /** The latest bond's record id. */
  bondRef?: string;
  tenure?: number;
  /** The latest bond's claim number, or 'None'. */
  claim?: string;
}

export type UserPage = ListPage<UserRow>;

/** GET /users?userType=&page=&limit=10 plus the one optional filter. */
export function useUsersQuery(userType: string | undefined, page: number, filter: Record<string, string>) {
  return useQuery({
    queryKey: ['users', userType, page, filter],
    queryFn: () => api.get<UserPage>(`/users?${new URLSearchParams({ userType: userType!, page: String(page), limit: String(PAGE_SIZE), ...filter })}`),
    enabled: !!userType,
    // While the next page loads the current one stays; another tab's rows never stand in (other columns).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === userType ? previous : undefined),
  });
}

/** DELETE /users/{id}, then 'User Deleted Successfully' and a fresh list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/users/${encodeURIComponent(id)}`),
    onSuccess: () => notify(messages.success.userDeleted, { type: 'success' }),
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
