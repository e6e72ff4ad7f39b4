import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { mayBuy } from '#domain/bonds/actions.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import type { AccountAnswer } from '../account/api-answer.ts';
import { requestName } from '../home/request-name.ts';
import { WithdrawRequest } from '../home/withdraw-request.tsx';
import type { BondOffer } from './bond-offer.server.ts';
import { BondRequestConfirm, type RequestAsk } from './bond-request-confirm.tsx';

const cardSx = { border: '1px solid', borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 } } as const;

/**
 * The property page's bond card (spec 001 §2, §4): a signed-in tenant asks the landlord for a bond here, or to move
 * their bond here, after a summary of the fee and dates (BondRequestConfirm); then sees the request wait (and may
 * withdraw it), or pays once it is accepted. Visitors are asked to sign in first.
 */
export function BondRequestCard({ propertyId, offer }: { propertyId: string; offer?: BondOffer | null }) {
  const t = useT();
  const fetcher = useFetcher<AccountAnswer>({ key: `bond-request-${propertyId}` });
  const busy = fetcher.state !== 'idle';
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const [asking, setAsking] = useState<RequestAsk | null>(null);
  const send = ({ type, bondId }: RequestAsk) =>
    fetcher.submit(
      { propertyId, type, ...(bondId ? { bondId } : {}) },
      { method: 'post', action: '/home/bond-request', encType: 'application/json' },
    );
  // The summary closes once the request is answered (sent, or refused with the message shown on the card).
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setAsking(null);
  }, [fetcher.state, fetcher.data]);

  if (!offer) {
    return (
      <Box component="section" aria-label={t('Nivaas bond')} sx={cardSx}>
        <Box component="p" sx={{ mt: 0, mb: 1.5, fontWeight: 600 }}>
          {t('Move in without a deposit: ask the landlord for a Nivaas bond.')}
        </Box>
        <Button
          component={Link}
          to={`/login?redirectTo=${encodeURIComponent(`/properties/details/${propertyId}`)}`}
          variant="outlined"
          fullWidth
        >
          {t('Sign in to request a bond')}
        </Button>
      </Box>
    );
  }
  const { request, bondHere, movable } = offer;
  // One live bond per tenant (domain/bonds/actions.ts, the rule the request and the payment ask): a tenant whose bond
  // covers another home moves it here instead of buying a second.
  const buy = mayBuy(offer.liveBonds ?? [], propertyId);
  return (
    <Box component="section" aria-label={t('Nivaas bond')} sx={cardSx}>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(failed.message)}
        </Alert>
      )}
      {fetcher.data?.ok && request?.status === 'pending' && (
        <Alert severity="success" role="status" sx={{ mb: 1.5 }}>
          {t(messages.success.requestSent)}
        </Alert>
      )}
      {bondHere ? (
        <>
          <Box component="p" sx={{ mt: 0, mb: 1.5 }}>
            {t('Your bond {bondId} covers this property.', { bondId: bondHere.bondId ?? '' })}
          </Box>
          <Button component={Link} to="/home/settings/bonddetails" variant="outlined" fullWidth>
            {t('Bond details')}
          </Button>
        </>
      ) : request?.status === 'pending' ? (
        <>
          <Box component="p" sx={{ m: 0 }}>
            {t('Your {request} is with the landlord. We will e-mail you as soon as they answer.', {
              request: requestName(request.type, t),
            })}
          </Box>
          <WithdrawRequest requestId={request.id} type={request.type} />
        </>
      ) : request?.status === 'accepted' ? (
        <>
          <Box component="p" sx={{ mt: 0, mb: 1.5 }}>
            {t('The landlord accepted your {request}.', { request: requestName(request.type, t) })}
          </Box>
          <Button
            component={Link}
            to={`/home/dashboard?bondRequestId=${request.id}`}
            variant="contained"
            color="secondary"
            fullWidth
            size="large"
          >
            {request.type === 'transfer' ? t('Transfer Bond') : t('Pay for your bond')}
          </Button>
        </>
      ) : (
        <>
          <Box component="p" sx={{ mt: 0, mb: 1.5, fontWeight: 600 }}>
            {t('Move in without a deposit: ask the landlord for a Nivaas bond.')}
            {request?.status === 'rejected'
              ? t(' Your last request was not accepted; you can ask again.')
              : request?.status === 'withdrawn'
                ? t(' You withdrew your last request; you can ask again.')
                : ''}
          </Box>
          {!buy.ok && (
            <Box component="p" sx={{ mt: 0, mb: 1.5, color: 'text.secondary' }}>
              {t(buy.message)}
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 1 }}>
            {buy.ok && (
              <Button
                variant="contained"
                color="secondary"
                fullWidth
                size="large"
                disabled={busy}
                onClick={() => setAsking({ type: 'buy' })}
              >
                {t('Request Bond')}
              </Button>
            )}
            {movable && (
              <Button
                variant="contained"
                color="secondary"
                fullWidth
                size="large"
                disabled={busy}
                onClick={() => setAsking({ type: 'transfer', bondId: movable.id })}
              >
                {t('Transfer my bond {bondId} here', { bondId: movable.bondId ?? '' })}
              </Button>
            )}
          </Box>
          <BondRequestConfirm
            propertyId={propertyId}
            ask={asking}
            sending={busy}
            onSend={send}
            onClose={() => setAsking(null)}
          />
        </>
      )}
    </Box>
  );
}
