import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type MetaFunction, useActionData, useFetcher, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { Card } from '../home/card.tsx';
import { ReferralCard } from '../home/referral-card.tsx';
import { SettingsNav } from '../home/settings-nav.tsx';
import { pageMeta } from '../seo/page-meta.ts';

const ChangePasswordForm = lazy(() => import('../account/change-password-form.tsx'));

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Change Password'),
      description: msg('Your Nivaas account settings.'),
      path: '/home/settings/changepassword',
      noIndex: true,
    },
    matches,
  );

/** The account's own record (GET /api/v1/users/{id}) for its referral code. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const user = await context.api<{ referCode?: string }>('GET', `/api/v1/users/${viewer.id}`);
  const origin = context.settings.publicUrl.replace(/\/$/, '');
  return {
    referralLink:
      user.ok && user.data.referCode ? `${origin}/register?referCode=${encodeURIComponent(user.data.referCode)}` : '',
  };
}

/** POST /api/v1/auth/change-password: this login stays signed in, every other one is signed out. */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  const body = await jsonBody(request);
  const answer = await context.api('POST', '/api/v1/auth/change-password', { password: body.password ?? '' });
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}

export default function ChangePasswordPage() {
  const { referralLink } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const failed = answer && !answer.ok ? answer : undefined;
  const layout = useRouteLoaderData<{ tenant: boolean }>('routes/home-layout');
  const t = useT();
  return (
    <>
      <PageHeading title={t('Settings')} />
      <SettingsNav tenant={layout?.tenant ?? false} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card title={t('Change Password')}>
          {answer?.ok && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t(messages.success.passwordUpdated)}
            </Alert>
          )}
          {failed && !onlyFieldErrors(failed.errors, ['password']) && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(failed.message)}
            </Alert>
          )}
          <Suspense fallback={<FormSpace label={t('Loading the form')} height={150} />}>
            <ChangePasswordForm
              busy={fetcher.state !== 'idle'}
              serverErrors={failed?.errors}
              onSubmit={(data) => fetcher.submit(data, { method: 'post', encType: 'application/json' })}
            />
          </Suspense>
        </Card>
        {referralLink && <ReferralCard link={referralLink} />}
      </Box>
    </>
  );
}
