import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RemixLink, type MetaFunction, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
} from '@remix-run/server-runtime';
import { lazy, Suspense } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { AccountCard, FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { isCertificatePath, landingFor, safeRedirect } from '../account/landing.ts';
import { sessionHeaders } from '../account/sign-in.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

const LoginForm = lazy(() => import('../account/login-form.tsx'));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: msg('Sign In'),
      description: msg(
        'Sign in to your Nivaas account: tenants to their dashboard and bonds, landlords, partners and staff to the console.',
      ),
      path: `${data?.origin ?? ''}/login`,
      noIndex: true,
    },
    matches,
  );

/** `/login?redirectTo=/home/...`: a signed-in account goes straight on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo')) ?? '';
  if (context.viewer) throw goTo(landingFor(context.viewer.userType, redirectTo));
  return { redirectTo, origin: context.settings.publicUrl.replace(/\/$/, '') };
}

/**
 * One sign-in for everyone (decision 025): POST /api/v1/auth/session in-process, whose httpOnly cookie is handed
 * to the browser with the redirect: tenants to `redirectTo` or their dashboard, everyone else to the console.
 */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<(AccountAnswer & { resetPath?: string }) | Response> {
  const body = await jsonBody(request);
  const answer = await context.api<{ user?: { userType?: string } }>('POST', '/api/v1/auth/session', {
    email: body.email ?? '',
    password: body.password ?? '',
  });
  if (answer.ok) {
    const redirectTo = body.redirectTo ?? new URL(request.url).searchParams.get('redirectTo');
    return goTo(landingFor(answer.data.user?.userType, redirectTo), { headers: sessionHeaders(answer.setCookie) });
  }
  // A sign-in lock names the way out (decision 043): the page links the reset.
  const resetPath = (answer.data as { resetPath?: unknown } | undefined)?.resetPath;
  return {
    ...failure(answer, messages.auth.badCredentials),
    ...(resetPath === '/forgot-password' ? { resetPath } : {}),
  };
}

/** Addresses outside this Remix app: the console (its own single-page app) and the bond certificate (a PDF). */
const outsideSite = (to: string) => to === '/admin' || to.startsWith('/admin/') || isCertificatePath(to);

/** A redirect; outside the site, one the browser loads as a document (the site has no page to show there). */
const goTo = (to: string, init?: ResponseInit) => (outsideSite(to) ? redirectDocument(to, init) : redirect(to, init));

export default function LoginPage() {
  const t = useT();
  const { redirectTo } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const answer = (fetcher.data ?? posted) as AccountAnswer | undefined;
  const busy = fetcher.state !== 'idle';
  const failed =
    answer && !answer.ok ? (answer as Extract<AccountAnswer, { ok: false }> & { resetPath?: string }) : undefined;
  return (
    <AccountCard
      title={t('Sign In')}
      lead={t('Tenants, landlords, partners and Nivaas staff: one account, one sign-in.')}
    >
      {failed && !onlyFieldErrors(failed.errors, ['email', 'password']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failed.message)}
          {failed.resetPath && (
            <Link
              component={RemixLink}
              to={failed.resetPath}
              color="inherit"
              sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}
            >
              {t('Reset your password')}
            </Link>
          )}
        </Alert>
      )}
      <Suspense fallback={<FormSpace label={t('Loading the form')} height={260} />}>
        <LoginForm
          busy={busy}
          serverErrors={failed?.errors}
          onSubmit={(data) => fetcher.submit({ ...data, redirectTo }, { method: 'post', encType: 'application/json' })}
        />
      </Suspense>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}>
        <Link component={RemixLink} to="/forgot-password">
          {t('Forgot password?')}
        </Link>
        <Link component={RemixLink} to="/register">
          {t('New to Nivaas? Create an account')}
        </Link>
      </Box>
    </AccountCard>
  );
}
