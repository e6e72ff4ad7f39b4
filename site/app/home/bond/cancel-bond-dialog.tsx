import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

import { rupeesWithPaise } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import { FormSpace } from '#site/account/account-card.tsx';
import { onlyFieldErrors } from '#site/account/api-answer.ts';
import { useAccountSave } from '#site/account/use-account-save.ts';

import type { BondRefund, BondView } from './bond-view.ts';

const CancelBondForm = lazy(() => import('./bond-forms.tsx').then((m) => ({ default: m.CancelBondForm })));

/**
 * Cancel Bond (spec 001 §2, §4): the refund it would bring, the landlord's approval and its warning, then the request.
 */
export function CancelDialog({ bond, refund, onClose }: { bond: BondView; refund?: BondRefund; onClose: () => void }) {
  const t = useT();
  const save = useAccountSave('/home/settings/bonddetails', 'cancel', 'bond-cancel');
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-bond-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-bond-title">{t('Cancel Bond {bondId}', { bondId: bond.bondId ?? '' })}</DialogTitle>
      <DialogContent>
        {save.saved ? (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t(messages.success.requestSent)}
            </Alert>
            <Typography sx={{ mb: 2 }}>{t(messages.account.cancelRequestSent)}</Typography>
            <Button variant="contained" onClick={onClose}>
              {t('Close')}
            </Button>
          </>
        ) : (
          <>
            {refund && (
              <Alert severity={refund.fullRefund ? 'info' : 'warning'} sx={{ mb: 2 }}>
                {t('Refund if the landlord accepts:')} <strong>{rupeesWithPaise(refund.refundAmount)}</strong>.{' '}
                {t(refund.rule)}
              </Alert>
            )}
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t(messages.account.cancelRejectWarning)}
            </Alert>
            {save.failed && !onlyFieldErrors(save.failed.errors, ['refundType', 'reason']) && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {t(save.failed.message)}
              </Alert>
            )}
            <Suspense fallback={<FormSpace label={t('Loading the form')} height={260} />}>
              <CancelBondForm
                initial={{ bondId: bond.id, propertyId: bond.propertyId }}
                busy={save.busy}
                serverErrors={save.failed?.errors}
                onSubmit={(data) => save.submit({ ...data, id: bond.id })}
              />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
