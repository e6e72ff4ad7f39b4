import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { data, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';
import type { ReactNode } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { orNothing } from '../data/api.server.ts';
import { LazyRouteErrorPage } from '../layout/lazy-error-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { BondNumberForm } from '../verify/bond-number-form.tsx';
import { BondVerificationCard } from '../verify/bond-verification-card.tsx';

const m = messages.bondCertificate;

export const meta: MetaFunction<typeof loader> = ({ data: page, error, location, matches }) =>
  pageMeta(
    {
      title:
        page?.state === 'found'
          ? `${m.genuine} ${page.bond.bondId}`
          : error
            ? m.notFound
            : msg('Verify a bond certificate'),
      description: msg(
        'Check that a Nivaas rental bond certificate is genuine: its status, amount and dates as Nivaas records them.',
      ),
      path: location.pathname,
      noIndex: true,
    },
    matches,
  );

/**
 * /verify/bond/{bondId}, public (decision 029): the page a certificate's QR code opens. What Nivaas records of
 * the bond (GET /api/v1/bond/verify/{bondId}, nothing personal), or 'No bond with this number' with status
 * 404 (the error boundary). /verify/bond asks for a number; its form's `?bondId=` goes on to the bond's own address.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get('bondId')?.trim();
  if (!params.bondId && asked) throw redirect(`/verify/bond/${encodeURIComponent(asked)}`);
  if (!params.bondId) return { state: 'ask' as const };
  const bondId = params.bondId.trim();
  const bond = bondId.length <= 64 ? await orNothing(context.data.bondVerification(bondId)) : undefined;
  if (!bond) throw data({ bondId }, { status: 404 });
  return { state: 'found' as const, bond };
}

/** An unknown number: 'No bond with this number' (404); any other failure is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404 || typeof error.data?.bondId !== 'string')
    return <LazyRouteErrorPage />;
  return (
    <Page>
      <UnknownBond bondId={error.data.bondId} />
    </Page>
  );
}

export default function VerifyBond() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  if (page.state === 'ask') {
    return (
      <Page ask>
        <Panel title={t('Verify a bond certificate')}>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            {t(
              'Type the bond number printed on the certificate, or scan its QR code, to see the bond as Nivaas records it.',
            )}
          </Typography>
          <BondNumberForm />
        </Panel>
      </Page>
    );
  }
  return (
    <Page>
      <BondVerificationCard bond={page.bond} />
    </Page>
  );
}

/** The page's band and column; under a bond's answer, a form to check another number. */
function Page({ ask, children }: { ask?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ bgcolor: 'primary.light', py: { xs: 4, md: 7 }, minHeight: '62vh' }}>
      <Container maxWidth="md">
        {children}
        {!ask && (
          <Box sx={{ mt: 3, px: { xs: 0.5, md: 1 } }}>
            <BondNumberForm label={t('Check another bond number')} />
          </Box>
        )}
      </Container>
    </Box>
  );
}

function UnknownBond({ bondId }: { bondId: string }) {
  const t = useT();
  return (
    <Panel
      title={t(m.notFound)}
      icon={
        <GppBadOutlinedIcon aria-hidden sx={{ fontSize: { xs: 40, md: 48 }, color: 'error.main', flexShrink: 0 }} />
      }
    >
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t(fillMessage(m.notFoundText, { bondId }))}
      </Typography>
    </Panel>
  );
}

function Panel({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="verify-title"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2.5, md: 4 },
        boxShadow: '0 12px 32px rgba(15, 76, 129, 0.08)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {icon}
        <div>
          <Typography
            id="verify-title"
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, color: 'primary.dark', mb: 1 }}
          >
            {title}
          </Typography>
          {children}
        </div>
      </Box>
    </Box>
  );
}
