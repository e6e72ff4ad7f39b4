import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type MetaFunction, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

import type { TenantDashboard } from '#client/tenant-dashboard.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { ConsentCard } from '../home/consent-card.tsx';
import { ConsentTimeline } from '../home/consent-timeline.tsx';
import { ProfileCard } from '../home/profile-card.tsx';
import { offerFromLink, type PurchaseIntent } from '../home/purchase/purchase-offers.ts';
import { Card, StateCard } from '../home/state-card.tsx';
import { VerificationBanners } from '../home/verification.tsx';
import { pageMeta } from '../seo/page-meta.ts';

const PurchaseDrawer = lazy(() =>
  import('../home/purchase/purchase-drawer.tsx').then((m) => ({ default: m.PurchaseDrawer })),
);

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Dashboard',
    description: 'Your Nivaas bond, requests, profile and consents.',
    path: '/home/dashboard',
    noIndex: true,
  });

/**
 * GET /api/v1/dashboard/tenant as the signed-in account; straight from sign-in, an eligible tenant who came from a
 * property goes back to it (spec 001 §2).
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
  return { dashboard };
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
  const { dashboard } = useLoaderData<typeof loader>();
  const tenant = dashboard.state !== 'default';
  const [purchase, setPurchase] = useState<PurchaseIntent>();
  const { hash } = useLocation();
  const [search] = useSearchParams();
  // `/home/dashboard#renew` opens the renewal payment; the accepted request's e-mail link opens its payment
  // (spec 001 §2).
  useEffect(() => {
    const intent = offerFromLink(dashboard, hash, search.get('bondRequestId'));
    if (intent) setPurchase(intent);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  return (
    <>
      <PageHeading
        title="Dashboard"
        lead={dashboard.account.name ? `Hello, ${dashboard.account.name}` : dashboard.account.email}
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
          {tenant && <VerificationBanners profile={dashboard.profile} phone={dashboard.account.phone} />}
          <StateCard dashboard={dashboard} onPurchase={setPurchase} />
          {dashboard.consentsDue[0] && (
            <ConsentCard key={dashboard.consentsDue[0].name} consent={dashboard.consentsDue[0]} />
          )}
          <ConsentTimeline consents={dashboard.consents} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {tenant && <ProfileCard profile={dashboard.profile} />}
          <Card title="Wallet">
            <Typography component="p" sx={{ fontSize: 28, fontWeight: 700 }}>
              {rupeesWithPaise(dashboard.walletBalance)}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary', mt: 1 }}>
              Refunds and credits: used towards your next bond fee.
            </Typography>
          </Card>
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
