import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { acceptCurrentVersion, v1Resource } from '#admin/api/record-versions.ts';
import { useConsoleData } from '#admin/api/use-console-data.ts';
import { staleCurrent, type StaleSave } from '#admin/schema-resources/stale-record-dialog.tsx';
import { messages } from '#generated/messages.ts';

import { bondRequestKeys } from './data-methods.ts';
import type { Answer, BondRequestRow } from './types.ts';

export type { Answer } from './types.ts';

/**
 * The landlord's answer to a pending request (the data provider's bondRequestAnswer): on success a toast and the
 * lists refreshed (requests, and the bonds an answer changes); on failure the catalogue's 'Cannot update bond request'
 * (and the lists refreshed too). Resolves whether it was stored.
 *
 * The answer is made on the request as it stood when its dialog opened (GET /bondrequest/{id} as the dialog mounts
 * keeps its version; the answer sends it as If-Match, decision 058): when a colleague answered it meanwhile, the
 * answer is refused (412) and `stale` holds their request beside this answer, until the person takes theirs
 * (`takeTheirs`) or sends this answer on their version (`saveMine`; the request's own rules then decide).
 */
export function useAnswerRequest(request: BondRequestRow) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const data = useConsoleData();
  const [stale, setStale] = useState<StaleSave & { body: Answer }>();
  useQuery({
    queryKey: bondRequestKeys.one(request.id),
    queryFn: () => data.bondRequestOne(request.id),
    staleTime: 0,
    gcTime: 0,
  });
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Answer }) => data.bondRequestAnswer(id, body),
    onSuccess: () => notify(messages.success.updated, { type: 'success' }),
    onError: (error) => {
      if (!staleCurrent(error)) notify(messages.failure.updateBondRequest, { type: 'error' });
    },
    // Either way the lists are read again: a request answered meanwhile (elsewhere, or by a colleague) leaves the
    // pending list. Not while a refusal as stale waits for the person's choice: the request would leave the list, and
    // with it this answer's dialog and the comparison.
    onSettled: (_data, error) => (staleCurrent(error) ? undefined : readAgain()),
  });
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bondRequestKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['bond'] }),
    ]);
  const answer = (body: Answer): Promise<boolean> =>
    mutation.mutateAsync({ id: request.id, body }).then(
      () => true,
      (error: unknown) => {
        const current = staleCurrent(error);
        if (current) setStale({ current, mine: { ...request, ...body }, body });
        return false;
      },
    );
  return {
    answer,
    saving: mutation.isPending,
    stale,
    /** Their answer stands: the refusal is forgotten and the lists are read again. */
    takeTheirs: () => {
      setStale(undefined);
      void readAgain();
    },
    /** This answer, sent again on the version the refusal named; resolves whether it was stored. */
    saveMine: async (): Promise<boolean> => {
      if (!stale) return false;
      acceptCurrentVersion(v1Resource('bondrequest'), request.id);
      setStale(undefined);
      return answer(stale.body);
    },
  };
}
