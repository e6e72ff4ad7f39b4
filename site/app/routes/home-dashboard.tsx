import Box from '@mui/material/Box';
import { type MetaFunction, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

import type { ChecklistItem, TenantDashboard } from '#client/tenant-dashboard.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { PageHeading } from '../home/account-frame.tsx';
import type { PurchaseIntent } from '../home/purchase/purchase-offers.ts';
import { offeredRenewalQuote } from '../home/renewal-quote.server.ts';
import { lazyPart } from '../layout/lazy-part.tsx';
import { pageMeta } from '../seo/page-meta.ts';

/*
 * The first download holds the frame and the heading only (decision 053): each card's code is imported when it
 * wakes. The cards with handlers wake near the viewport or at a first press, which is replayed once they are live
 * (decision 024): on a phone the state card wakes at once, the cards below the fold when scrolled to. The consent
 * history and the wallet have no handlers: they stay the server's HTML until what they show changes (their `key`),
 * then render in the browser.
 */
const StateCard = lazyPart(() => import('../home/state-card.tsx').then((m) => m.StateCard));
const VerificationBanners = lazyPart(() => import('../home/verification.tsx').then((m) => m.VerificationBanners));
const ConsentCard = lazyPart(() => import('../home/consent-card.tsx').then((m) => m.ConsentCard));
const ConsentTimeline = lazyPart(() => import('../home/consent-timeline.tsx').then((m) => m.ConsentTimeline), 'never');
const ProfileCard = lazyPart(() => import('../home/profile-card.tsx').then((m) => m.ProfileCard));
const WalletCard = lazyPart(() => import('../home/wallet-card.tsx').then((m) => m.WalletCard), 'never');
const PurchaseDrawer = lazy(() =>
  import('../home/purchase/purchase-drawer.tsx').then((m) => ({ default: m.PurchaseDrawer })),
);

/** The checklist items VerificationBanners shows a banner for (the Aadhaar item is the profile card's). */
const BANNER_ITEMS: ChecklistItem[] = ['isWorkEmailVerified', 'isPhoneVerified', 'isOfferLetterVerified'];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Dashboard'),
      description: msg('Your Nivaas bond, requests, profile and consents.'),
      path: '/home/dashboard',
      noIndex: true,
    },
    matches,
  );

/**
 * GET /api/v1/dashboard/tenant as the signed-in account, and, when the bond's renewal is offered, its quote (GET
 * /api/v1/bond/renew/quote/{id}: the parts of the price and what changed since the last payment); straight from
 * sign-in, an eligible tenant who came from a property goes back to it (spec 001 §2).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(context, request);
  const answer = await context.api<TenantDashboard>('GET', '/api/v1/dashboard/tenant');
  if (answer.status === 401) throw redirect('/login?redirectTo=/home/dashboard');
  if (!answer.ok)
    throw new Response(answer.message ?? 'The dashboard could not be loaded', { status: answer.status || 500 });
  const dashboard = answer.data;
  const fromLogin = new URL(request.url).searchParams.get('from') === 'login';
  if (fromLogin && dashboard.state === 'eligible' && dashboard.account.referencePropertyId)
    throw redirect(`/properties/details/${dashboard.account.referencePropertyId}`);
  return { dashboard, renewal: await offeredRenewalQuote(context, dashboard) };
}

/** POST /home/dashboard {intent: 'consent', name, accepted}: accepts a consent the product asks for (its text is the product's own). */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  requireViewer(context, request);
  const body = await jsonBody(request);
  if (body.intent !== 'consent') return { ok: false, message: messages.request.notValid };
  const answer = await context.api('POST', '/api/v1/consent', {
    name: body.name,
    text: '',
    accepted: body.accepted === true || body.accepted === 'true',
  });
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}

export default function DashboardPage() {
  const { dashboard, renewal } = useLoaderData<typeof loader>();
  const t = useT();
  const tenant = dashboard.state !== 'default';
  const [purchase, setPurchase] = useState<PurchaseIntent>();
  const { hash } = useLocation();
  const [search] = useSearchParams();
  // `/home/dashboard#renew` opens the renewal payment, and so does the renewal reminder's `?renewal=` (kept through
  // the sign-in, where a hash is lost); the accepted request's e-mail link opens its payment (spec 001 §2). The offers'
  // rules are imported only when a link asks for one.
  useEffect(() => {
    const bondRequestId = search.get('bondRequestId');
    const renew = hash === '#renew' || search.has('renewal');
    if (!renew && !bondRequestId) return;
    void import('../home/purchase/purchase-offers.ts').then(({ offerFromLink }) => {
      const intent = offerFromLink(dashboard, renew ? '#renew' : hash, bondRequestId);
      if (intent) setPurchase(intent);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  return (
    <>
      <PageHeading
        title={t('Dashboard')}
        lead={dashboard.account.name ? t('Hello, {name}', { name: dashboard.account.name }) : dashboard.account.email}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {tenant && dashboard.profile.pending.some((item) => BANNER_ITEMS.includes(item)) && (
            <VerificationBanners profile={dashboard.profile} phone={dashboard.account.phone} />
          )}
          <StateCard dashboard={dashboard} renewal={renewal} onPurchase={setPurchase} />
          {dashboard.consentsDue[0] && (
            <ConsentCard key={dashboard.consentsDue[0].name} consent={dashboard.consentsDue[0]} />
          )}
          <ConsentTimeline key={dashboard.consents.length} consents={dashboard.consents} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {tenant && <ProfileCard profile={dashboard.profile} />}
          <WalletCard key={dashboard.walletBalance} balance={dashboard.walletBalance} />
        </Box>
      </Box>
      {purchase && (
        <Suspense fallback={null}>
          <PurchaseDrawer intent={purchase} onClose={() => setPurchase(undefined)} />
        </Suspense>
      )}
    </>
  );
}
