import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, CircularProgress } from '@mui/material';
import { HttpError, useNotify } from 'react-admin';

import { clearEligibilityResult, lastEligibilityResult } from '#admin/api/api-events.ts';
import { useConsoleData } from '#admin/api/use-console-data.ts';

import { useSaving } from '../drawer/use-saving.ts';
import { useRefreshUser } from '../drawer/use-user-detail.ts';

/**
 * Runs the full check (GET /eligibility/check/{userId}). An ineligible answer (422, kept by api-events
 * as the eligibility result) hands its errors to `onErrors`; a co-applicant answer (406) opens the
 * global 'Co-Applicant Eligibilty' dialog; anything else is a toast.
 */
export function CheckEligibilityButton({
  userId,
  onErrors,
}: {
  userId: string;
  onErrors: (errors: string[] | undefined) => void;
}) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const { saving, run } = useSaving();
  const check = async () => {
    onErrors(undefined);
    clearEligibilityResult();
    try {
      await run(() => data.eligibilityCheck(userId));
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 0;
      const result = lastEligibilityResult();
      if (status === 422 && result)
        onErrors(
          Object.values(result.body.errors ?? {}).length
            ? Object.values(result.body.errors ?? {})
            : [result.body.message ?? ''],
        );
      else if (status !== 406) notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    await refresh();
  };
  return (
    <Button
      size="small"
      data-testid="check-eligibility"
      onClick={check}
      disabled={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <FactCheckIcon />}
    >
      Check eligibility
    </Button>
  );
}
