import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { messages } from '#generated/messages.ts';

import { USER_KEY, userListKey } from './user-keys.ts';

/** Table page size (spec 002 §9). */
export const PAGE_SIZE = 10;

/** GET /users?userType=&page=&limit=10 plus the one optional filter. */
export function useUsersQuery(userType: string | undefined, page: number, filter: Record<string, string>) {
  const data = useConsoleData();
  return useQuery({
    queryKey: userListKey(userType, page, filter),
    queryFn: () => data.userRows({ userType: userType!, page: String(page), limit: String(PAGE_SIZE), ...filter }),
    enabled: !!userType,
    // While the next page loads the current one stays; another tab's rows never stand in (other columns).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === userType ? previous : undefined),
  });
}

/** DELETE /users/{id}, then 'User Deleted Successfully' and a fresh list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const data = useConsoleData();
  return useMutation({
    mutationFn: (id: string) => data.userDelete(id),
    onSuccess: () => notify(messages.success.userDeleted, { type: 'success' }),
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
