import { Button, CircularProgress } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { clearEligibilityResult, lastEligibilityResult } from '../api/api-events';
import { api } from '../api/http';
import { useSaving } from '../resources/user/drawer/use-saving';

/**
 * Runs the full check (GET /eligibility/check/{userId}). An ineligible answer (422, kept by api-events
 * as the eligibility result) hands its errors to `onErrors`; a co-applicant answer (406) opens the
 * global 'Co-Applicant Eligibilty' dialog; anything else is a toast.
 */
export function CheckEligibilityButton({ userId, onErrors }: { userId: string; onErrors: (errors: string[] | undefined) => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { saving, run } = useSaving();
  const check = async () => {
    onErrors(undefined);
    clearEligibilityResult();
    try {
      await run(() => api.get(`/eligibility/check/${userId}`));
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 0;
      const result = lastEligibilityResult();
      if (status === 422 && result) onErrors(Object.values(result.body.errors ?? {}).length ? Object.values(result.body.errors ?? {}) : [result.body.message ?? '']);
      else if (status !== 406) notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['user-detail', userId] });
    await queryClient.invalidateQueries({ queryKey: ['users'] });
  };
  return (
    <Button size="small" data-testid="check-eligibility" onClick={check} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <FactCheckIcon />}>
      Check eligibility
    </Button>
  );
}
