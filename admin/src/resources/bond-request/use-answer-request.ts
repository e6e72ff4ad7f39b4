import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { api } from '../../api/http';
import { REQUESTS_KEY, type BondRequestRow } from './requests-api';

export interface Answer {
  status: 'accepted' | 'rejected';
  reasonOfReject?: string;
  expectedBondValue?: number;
}

/**
 * The landlord's answer to a pending request (PATCH /bondrequest/{id}): on success a toast and the lists
 * refreshed; on failure the catalogue's 'Cannot update bond request' (and the lists refreshed too). Resolves whether it was stored.
 */
export function useAnswerRequest() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const answer = async (request: BondRequestRow, body: Answer): Promise<boolean> => {
    setSaving(true);
    try {
      await api.patch(`/bondrequest/${request.id}`, body);
      notify(messages.success.updated, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] });
      return true;
    } catch {
      notify(messages.failure.updateBondRequest, { type: 'error' });
      // A request answered meanwhile (elsewhere, or by a colleague) leaves the pending list.
      await queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { answer, saving };
}
