import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import type { AccountAnswer } from '../account/api-answer.ts';
import { requestName } from './request-name.ts';

/**
 * Withdraw a request the landlord has not answered (the dashboard's request card and the property page's bond card):
 * asks first, then POST /home/bond-request {intent: withdraw} (the API's withdraw operation); the pages reload their
 * data after it, so the request no longer shows as waiting. The request is named by its type's schema title
 * ('Withdraw your transfer request?').
 */
export function WithdrawRequest({ requestId, type }: { requestId: string; type: string }) {
  const t = useT();
  const what = requestName(type, t);
  const fetcher = useFetcher<AccountAnswer<{ withdrawn?: boolean }>>({ key: `withdraw-${requestId}` });
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== 'idle';
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const withdraw = () => {
    setAsking(false);
    fetcher.submit(
      { intent: 'withdraw', id: requestId },
      { method: 'post', action: '/home/bond-request', encType: 'application/json' },
    );
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(failed)}
        </Alert>
      )}
      <Button variant="outlined" color="inherit" onClick={() => setAsking(true)} disabled={busy}>
        {busy ? t('Withdrawing…') : t('Withdraw request')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`withdraw-${requestId}-title`}>
        <DialogTitle id={`withdraw-${requestId}-title`}>{t('Withdraw your {what}?', { what })}</DialogTitle>
        <DialogContent>
          {t('The landlord will no longer be asked to answer it. You can send a new request later.')}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('Keep request')}</Button>
          <Button variant="contained" color="error" onClick={withdraw}>
            {t('Withdraw')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
