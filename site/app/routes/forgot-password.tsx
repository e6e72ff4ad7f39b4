import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RemixLink, type MetaFunction, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { AccountCard, FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { pageMeta } from '../seo/page-meta.ts';

const ForgotPasswordForm = lazy(() => import('../account/forgot-password-form.tsx'));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: msg('Forgot Password'),
      description: msg('Get a link to choose a new password for your Nivaas account.'),
      path: `${data?.origin ?? ''}/forgot-password`,
      noIndex: true,
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  return { origin: context.settings.publicUrl.replace(/\/$/, '') };
}

/** POST /api/v1/auth/forgot-password (204 whether or not the address has an account: nothing is given away). */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer<{ email: string }>> {
  const body = await jsonBody(request);
  const email = typeof body.email === 'string' ? body.email : '';
  const answer = await context.api('POST', '/api/v1/auth/forgot-password', { email });
  if (answer.ok) return { ok: true, email };
  return failure(answer, messages.request.notValid);
}

export default function ForgotPasswordPage() {
  const t = useT();
  useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  if (answer?.ok) {
    return (
      <AccountCard title={t('Check Your E-mail')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(
            'If {email} has a Nivaas account, a link to choose a new password is on its way. It works once, for one hour.',
            { email: answer.email },
          )}
        </Alert>
        <Link component={RemixLink} to="/login">
          {t('Back to sign in')}
        </Link>
      </AccountCard>
    );
  }
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountCard
      title={t('Forgot Password')}
      lead={t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
    >
      {failed && !onlyFieldErrors(failed.errors, ['email']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failed.message)}
        </Alert>
      )}
      <Suspense fallback={<FormSpace label={t('Loading the form')} height={160} />}>
        <ForgotPasswordForm
          busy={busy}
          serverErrors={failed?.errors}
          onSubmit={(data) => fetcher.submit(data, { method: 'post', encType: 'application/json' })}
        />
      </Suspense>
      <Link component={RemixLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('Back to sign in')}
      </Link>
    </AccountCard>
  );
}
