import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RemixLink, type MetaFunction, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { AccountCard, FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { pageMeta } from '../seo/page-meta.ts';

const ResetPasswordForm = lazy(() => import('../account/reset-password-form.tsx'));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: msg('Reset Password'),
      description: msg('Choose a new password for your Nivaas account with the link we e-mailed you.'),
      path: `${data?.origin ?? ''}/reset-password`,
      noIndex: true,
    },
    matches,
  );

/** `/reset-password?token=…`, the link of the password-reset e-mail (POST /api/v1/auth/forgot-password sends it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { hasToken: token.length > 0, origin: context.settings.publicUrl.replace(/\/$/, '') };
}

/** Sets the new password: POST /api/v1/auth/reset-password?token= (204), else the API's message (e.g. 'Password reset failed' for a used or expired link). */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  const body = await jsonBody(request);
  const token =
    typeof body.token === 'string' && body.token ? body.token : (new URL(request.url).searchParams.get('token') ?? '');
  const answer = await context.api('POST', `/api/v1/auth/reset-password?token=${encodeURIComponent(token)}`, {
    password: body.password ?? '',
    confirmPassword: body.confirmPassword ?? '',
  });
  if (answer.status === 204) return { ok: true };
  return failure(answer, messages.auth.resetFailed);
}

export default function ResetPasswordPage() {
  const t = useT();
  const { hasToken } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // The fetcher's answer; or the action's, when the form was posted before the page's script ran.
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';

  if (answer?.ok) {
    return (
      <AccountCard title={t('Reset Password')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(messages.success.passwordUpdated)}
        </Alert>
        <Typography sx={{ mb: 3 }}>
          {t(
            'Your new password is set, and every device that was signed in with the old one has been signed out. Sign in with your new password.',
          )}
        </Typography>
        <Button variant="contained" component={RemixLink} to="/login" fullWidth>
          {t('Sign in')}
        </Button>
      </AccountCard>
    );
  }

  if (!hasToken) {
    return (
      <AccountCard title={t('Reset Password')}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t(
            'This page needs the link from your password-reset e-mail. Open the link in the e-mail again, or ask for a new one on the',
          )}{' '}
          <RemixLink to="/forgot-password">{t('Forgot Password')}</RemixLink> {t('page.')}
        </Alert>
        <Link component={RemixLink} to="/">
          {t('Back to the home page')}
        </Link>
      </AccountCard>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountCard
      title={t('Reset Password')}
      lead={t('Choose a new password for your account. The link in your e-mail works once, for one hour.')}
    >
      {failed && !onlyFieldErrors(failed.errors, ['password', 'confirmPassword']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failed.message)}
        </Alert>
      )}
      <Suspense fallback={<FormSpace label={t('Loading the form')} />}>
        <ResetPasswordForm
          busy={busy}
          serverErrors={failed?.errors}
          onSubmit={(data) => {
            const token = new URLSearchParams(window.location.search).get('token') ?? '';
            fetcher.submit({ ...data, token }, { method: 'post', encType: 'application/json' });
          }}
        />
      </Suspense>
    </AccountCard>
  );
}
