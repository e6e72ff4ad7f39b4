import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { messages } from '#generated/messages.ts';

import { bondRequestKeys } from './data-methods.ts';
import type { Answer, BondRequestRow } from './types.ts';

export type { Answer } from './types.ts';

/**
 * The landlord's answer to a pending request (the data provider's bondRequestAnswer): on success a toast and the
 * lists refreshed (requests, and the bonds an answer changes); on failure the catalogue's 'Cannot update bond request'
 * (and the lists refreshed too). Resolves whether it was stored.
 */
export function useAnswerRequest() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const data = useConsoleData();
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Answer }) => data.bondRequestAnswer(id, body),
    onSuccess: () => notify(messages.success.updated, { type: 'success' }),
    onError: () => notify(messages.failure.updateBondRequest, { type: 'error' }),
    // Either way the lists are read again: a request answered meanwhile (elsewhere, or by a colleague) leaves the pending list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bondRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['bond'] }),
      ]),
  });
  const answer = (request: BondRequestRow, body: Answer): Promise<boolean> =>
    mutation.mutateAsync({ id: request.id, body }).then(
      () => true,
      () => false,
    );
  return { answer, saving: mutation.isPending };
}
