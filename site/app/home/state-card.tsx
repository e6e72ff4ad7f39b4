import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@remix-run/react';
import { lazy, Suspense } from 'react';

import type { RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import type { TenantDashboard } from '#client/tenant-dashboard.ts';
import { mayWithdrawRequest } from '#domain/bonds/request.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { SUPPORT_PHONE } from '../layout/contact-details.ts';
import { Card } from './card.tsx';
import { Facts } from './facts.tsx';
import { type PurchaseIntent, purchaseOffers } from './purchase/purchase-offers.ts';
import { RenewalOffer } from './renewal-offer.tsx';

/** The withdraw button's confirmation dialog is imported only by a card that offers it (a request not yet answered). */
const WithdrawButton = lazy(() => import('./withdraw-request.tsx').then((m) => ({ default: m.WithdrawRequest })));

/** The withdraw button as it looks, inert while its code arrives (the card keeps its height). */
function WithdrawRequest(props: { requestId: string; type: string }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" disabled>
            {t('Withdraw request')}
          </Button>
        </Box>
      }
    >
      <WithdrawButton {...props} />
    </Suspense>
  );
}

/** What the tenant can pay for from this state: an accepted request (buy, transfer) or a renewal of the live bond. */
function PurchaseButtons({
  dashboard,
  onPurchase,
}: {
  dashboard: TenantDashboard;
  onPurchase?: (intent: PurchaseIntent) => void;
}) {
  const t = useT();
  const offers = purchaseOffers(dashboard);
  if (!onPurchase || !offers.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      {offers.map((o, i) => (
        <Button key={o.intent.type} variant={i === 0 ? 'contained' : 'outlined'} onClick={() => onPurchase(o.intent)}>
          {t(o.label)}
        </Button>
      ))}
      {dashboard.bond && (
        <Button component={Link} to="/home/settings/bonddetails" variant="text">
          {t('Bond details')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The one state of the tenant dashboard (spec 001 §2), in the server's priority: claim, bond, request, eligible,
 * ineligible or under review.
 */
export function StateCard({
  dashboard,
  renewal,
  onPurchase,
}: {
  dashboard: TenantDashboard;
  /** The renewal's quote, when the renewal is offered: shown above the Renew button. */
  renewal?: RenewalQuoteAnswer;
  onPurchase?: (intent: PurchaseIntent) => void;
}) {
  const t = useT();
  const { state, bond, request, eligibility } = dashboard;
  if (state === 'claim') {
    return (
      <Card title={t('Claim Raised')} tone="warning">
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(messages.account.claimRaisedNotice, { phone: SUPPORT_PHONE.display })}
        </Alert>
        <Typography component="p" sx={{ mb: 2 }}>
          {dashboard.openClaims.length === 1 ? t('Open claim') : t('Open claims')}:{' '}
          {dashboard.openClaims.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <Link to={`/home/claims?claim=${encodeURIComponent(c.id)}`}>{c.claimNumber ?? c.id}</Link>
            </span>
          ))}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" color="secondary" href={SUPPORT_PHONE.href}>
            {t('Call {phone}', { phone: SUPPORT_PHONE.display })}
          </Button>
          <Button component={Link} to="/home/claims" variant="outlined">
            {t('View claims')}
          </Button>
          <Button component={Link} to="/home/settings/bonddetails" variant="text">
            {t('Bond details')}
          </Button>
        </Box>
      </Card>
    );
  }
  if (state === 'bond' && bond) {
    const cancelPending = request?.type === 'cancel' && request.status === 'pending';
    const transferAccepted = request?.type === 'transfer' && request.status === 'accepted';
    return (
      <Card title={t('Your Bond')}>
        {bond.status === 'Cancelled' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(messages.account.bondCancelledNotice)}
          </Alert>
        )}
        {cancelPending && request && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(messages.account.cancelRequestSent)}
            <WithdrawRequest requestId={request.id} type={request.type} />
          </Alert>
        )}
        {transferAccepted && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {request?.propertyName
              ? t(
                  'Your landlord accepted the transfer of your bond to {property}. The payment link is in your e-mail.',
                  {
                    property: request.propertyName,
                  },
                )
              : t('Your landlord accepted the transfer of your bond. The payment link is in your e-mail.')}
          </Alert>
        )}
        <Facts
          rows={[
            [t('Bond ID'), bond.bondId ?? bond.id],
            [t('Status'), bond.status ? t(bond.status) : '—'],
            [
              t('Property'),
              bond.propertyId ? (
                <Link to={`/properties/details/${bond.propertyId}`}>
                  {bond.propertyName ?? t(messages.account.viewProperty)}
                </Link>
              ) : (
                '—'
              ),
            ],
            [t('Bond value'), rupeesWithPaise(bond.bondAmount)],
            [t('Bond fee'), rupeesWithPaise(bond.bondFee)],
            [
              t('Tenure'),
              bond.tenure
                ? bond.tenure === 1
                  ? t('{count} year', { count: bond.tenure })
                  : t('{count} years', { count: bond.tenure })
                : '—',
            ],
            [t('Effective from'), shownDate(bond.bondEffectiveDate)],
            [t('Valid until'), shownDate(bond.expiryDate)],
            [t('Check-in'), shownDate(bond.checkinDate)],
            [t('Check-out'), shownDate(bond.checkoutDate)],
          ]}
        />
        {renewal?.renewable && <RenewalOffer renewal={renewal} expiry={bond.expiryDate} />}
        <PurchaseButtons dashboard={dashboard} onPurchase={onPurchase} />
      </Card>
    );
  }
  if (state === 'request' && request) {
    return (
      <Card title={request.status === 'accepted' ? t('Request Accepted') : t('Request Sent')}>
        {request.type === 'cancel' && request.status === 'pending' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(messages.account.cancelRequestSent)}
          </Alert>
        ) : (
          <Typography component="p" sx={{ mb: 2 }}>
            {request.status === 'accepted'
              ? t('Your landlord accepted your request. We have e-mailed you the payment link to complete it.')
              : t('Your request has been sent to the landlord. We will e-mail you as soon as they answer.')}
          </Typography>
        )}
        <Facts
          rows={[
            [t('Request'), t(shownEnum('bondRequest.type', request.type))],
            [t('Status'), t(shownEnum('bondRequest.status', request.status))],
            [
              t('Property'),
              request.propertyId ? (
                <Link to={`/properties/details/${request.propertyId}`}>
                  {request.propertyName ?? t(messages.account.viewProperty)}
                </Link>
              ) : (
                '—'
              ),
            ],
            [t('Sent on'), shownDate(request.createdAt)],
          ]}
        />
        {mayWithdrawRequest(request).ok && <WithdrawRequest requestId={request.id} type={request.type} />}
        <PurchaseButtons dashboard={dashboard} onPurchase={onPurchase} />
      </Card>
    );
  }
  if (state === 'eligible') {
    return (
      <Card title={dashboard.account.name ? t('Welcome, {name}!', { name: dashboard.account.name }) : t('Welcome!')}>
        <Typography component="p" sx={{ mb: 2 }}>
          {eligibility.maxEligibilityAmount
            ? t('You are eligible for a Nivaas rental bond of up to {amount}.', {
                amount: rupeesWithPaise(eligibility.maxEligibilityAmount),
              })
            : t('You are eligible for a Nivaas rental bond.')}{' '}
          {t('Find a home and move in without a cash security deposit.')}
        </Typography>
        <Button component={Link} to="/properties" variant="contained" size="large">
          {t('Find a property')}
        </Button>
      </Card>
    );
  }
  if (state === 'ineligible' || state === 'review') {
    const reasons = eligibility.reasons;
    return (
      <Card title={state === 'ineligible' ? t('Not Eligible Yet') : t('Profile Under Review')}>
        <Typography component="p" sx={{ mb: reasons.length ? 1.5 : 0 }}>
          {state === 'ineligible'
            ? t('We cannot offer you a bond yet, for these reasons:')
            : t('We are checking your profile. Complete the items below so we can work out your eligibility.')}
        </Typography>
        {reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 3, color: 'error.main', fontWeight: 600 }}>
            {reasons.map((r) => (
              <li key={r}>{t(r)}</li>
            ))}
          </Box>
        )}
      </Card>
    );
  }
  return (
    <Card title={dashboard.account.name ? t('Welcome, {name}!', { name: dashboard.account.name }) : t('Welcome!')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('Your properties, requests, bonds and settings are in the Nivaas console.')}
      </Typography>
      <Button href="/admin/" variant="contained" size="large">
        {t('Open the console')}
      </Button>
    </Card>
  );
}
