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
import { fillMessage } from '#engine/runtime/messages.ts';
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
  return (
    <Suspense
      fallback={
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" disabled>
            Withdraw request
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
  const offers = purchaseOffers(dashboard);
  if (!onPurchase || !offers.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      {offers.map((o, i) => (
        <Button key={o.intent.type} variant={i === 0 ? 'contained' : 'outlined'} onClick={() => onPurchase(o.intent)}>
          {o.label}
        </Button>
      ))}
      {dashboard.bond && (
        <Button component={Link} to="/home/settings/bonddetails" variant="text">
          Bond details
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
  const { state, bond, request, eligibility } = dashboard;
  if (state === 'claim') {
    return (
      <Card title="Claim Raised" tone="warning">
        <Alert severity="error" sx={{ mb: 2 }}>
          {fillMessage(messages.account.claimRaisedNotice, { phone: SUPPORT_PHONE.display })}
        </Alert>
        <Typography component="p" sx={{ mb: 2 }}>
          {dashboard.openClaims.length === 1 ? 'Open claim' : 'Open claims'}:{' '}
          {dashboard.openClaims.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <Link to={`/home/claims?claim=${encodeURIComponent(c.id)}`}>{c.claimNumber ?? c.id}</Link>
            </span>
          ))}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" color="secondary" href={SUPPORT_PHONE.href}>
            Call {SUPPORT_PHONE.display}
          </Button>
          <Button component={Link} to="/home/claims" variant="outlined">
            View claims
          </Button>
          <Button component={Link} to="/home/settings/bonddetails" variant="text">
            Bond details
          </Button>
        </Box>
      </Card>
    );
  }
  if (state === 'bond' && bond) {
    const cancelPending = request?.type === 'cancel' && request.status === 'pending';
    const transferAccepted = request?.type === 'transfer' && request.status === 'accepted';
    return (
      <Card title="Your Bond">
        {bond.status === 'Cancelled' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messages.account.bondCancelledNotice}
          </Alert>
        )}
        {cancelPending && request && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {messages.account.cancelRequestSent}
            <WithdrawRequest requestId={request.id} type={request.type} />
          </Alert>
        )}
        {transferAccepted && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Your landlord accepted the transfer of your bond{request?.propertyName ? ` to ${request.propertyName}` : ''}
            . The payment link is in your e-mail.
          </Alert>
        )}
        <Facts
          rows={[
            ['Bond ID', bond.bondId ?? bond.id],
            ['Status', bond.status ?? '—'],
            [
              'Property',
              bond.propertyId ? (
                <Link to={`/properties/details/${bond.propertyId}`}>
                  {bond.propertyName ?? messages.account.viewProperty}
                </Link>
              ) : (
                '—'
              ),
            ],
            ['Bond value', rupeesWithPaise(bond.bondAmount)],
            ['Bond fee', rupeesWithPaise(bond.bondFee)],
            ['Tenure', bond.tenure ? `${bond.tenure} ${bond.tenure === 1 ? 'year' : 'years'}` : '—'],
            ['Effective from', shownDate(bond.bondEffectiveDate)],
            ['Valid until', shownDate(bond.expiryDate)],
            ['Check-in', shownDate(bond.checkinDate)],
            ['Check-out', shownDate(bond.checkoutDate)],
          ]}
        />
        {renewal?.renewable && <RenewalOffer renewal={renewal} expiry={bond.expiryDate} />}
        <PurchaseButtons dashboard={dashboard} onPurchase={onPurchase} />
      </Card>
    );
  }
  if (state === 'request' && request) {
    return (
      <Card title={request.status === 'accepted' ? 'Request Accepted' : 'Request Sent'}>
        {request.type === 'cancel' && request.status === 'pending' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {messages.account.cancelRequestSent}
          </Alert>
        ) : (
          <Typography component="p" sx={{ mb: 2 }}>
            {request.status === 'accepted'
              ? 'Your landlord accepted your request. We have e-mailed you the payment link to complete it.'
              : 'Your request has been sent to the landlord. We will e-mail you as soon as they answer.'}
          </Typography>
        )}
        <Facts
          rows={[
            ['Request', shownEnum('bondRequest.type', request.type)],
            ['Status', shownEnum('bondRequest.status', request.status)],
            [
              'Property',
              request.propertyId ? (
                <Link to={`/properties/details/${request.propertyId}`}>
                  {request.propertyName ?? messages.account.viewProperty}
                </Link>
              ) : (
                '—'
              ),
            ],
            ['Sent on', shownDate(request.createdAt)],
          ]}
        />
        {mayWithdrawRequest(request).ok && <WithdrawRequest requestId={request.id} type={request.type} />}
        <PurchaseButtons dashboard={dashboard} onPurchase={onPurchase} />
      </Card>
    );
  }
  if (state === 'eligible') {
    return (
      <Card title={`Welcome${dashboard.account.name ? `, ${dashboard.account.name}` : ''}!`}>
        <Typography component="p" sx={{ mb: 2 }}>
          You are eligible for a Nivaas rental bond
          {eligibility.maxEligibilityAmount ? ` of up to ${rupeesWithPaise(eligibility.maxEligibilityAmount)}` : ''}.
          Find a home and move in without a cash security deposit.
        </Typography>
        <Button component={Link} to="/properties" variant="contained" size="large">
          Find a property
        </Button>
      </Card>
    );
  }
  if (state === 'ineligible' || state === 'review') {
    const reasons = eligibility.reasons;
    return (
      <Card title={state === 'ineligible' ? 'Not Eligible Yet' : 'Profile Under Review'}>
        <Typography component="p" sx={{ mb: reasons.length ? 1.5 : 0 }}>
          {state === 'ineligible'
            ? 'We cannot offer you a bond yet, for these reasons:'
            : 'We are checking your profile. Complete the items below so we can work out your eligibility.'}
        </Typography>
        {reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 3, color: 'error.main', fontWeight: 600 }}>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Box>
        )}
      </Card>
    );
  }
  return (
    <Card title={`Welcome${dashboard.account.name ? `, ${dashboard.account.name}` : ''}!`}>
      <Typography component="p" sx={{ mb: 2 }}>
        Your properties, requests, bonds and settings are in the Nivaas console.
      </Typography>
      <Button href="/admin/" variant="contained" size="large">
        Open the console
      </Button>
    </Card>
  );
}
