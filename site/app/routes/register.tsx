import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RemixLink, type MetaFunction, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';
import { lazy, Suspense } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { AccountCard, FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { INVITED_USER_TYPE } from '../account/invitation.ts';
import { landingFor } from '../account/landing.ts';
import { sessionHeaders } from '../account/sign-in.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

const RegisterForm = lazy(() => import('../account/register-form.tsx'));
const SignupForm = lazy(() => import('../account/signup-form.tsx'));

/**
 * What the registration link may carry (spec 001 §2): the referrer's code, the property the tenant came from, a
 * partner's id, the account type.
 */
const linkParams = (params: URLSearchParams) => ({
  referCode: params.get('referCode') ?? '',
  referencePropertyId: params.get('referencePropertyId') ?? params.get('propertyId') ?? '',
  externalId: params.get('externalId') ?? '',
  userType: params.get('userType') ?? '',
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: msg('Create Your Account'),
      description: msg('Accept your invitation to Nivaas: create your account with a password of your own.'),
      path: `${data?.origin ?? ''}/register`,
      noIndex: true,
    },
    matches,
  );

/** `/register?invite=<id>&email=<address>`, the link of the invitation e-mail (server/users/operations/invitations.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.get('invite') && context.viewer) throw redirect(landingFor(context.viewer.userType));
  return {
    invite: params.get('invite') ?? '',
    email: params.get('email') ?? '',
    link: linkParams(params),
    origin: context.settings.publicUrl.replace(/\/$/, ''),
  };
}

/**
 * Open registration: POST /api/v1/auth/register (tenant or landlord, with the link's referral code, property and
 * external id), then the browser session as at sign-in, so the new account lands where it belongs.
 */
async function signUp(
  request: Request,
  context: ActionFunctionArgs['context'],
  body: Record<string, unknown>,
): Promise<Extract<AccountAnswer, { ok: false }> | Response> {
  const link = linkParams(new URL(request.url).searchParams);
  const email = typeof body.email === 'string' ? body.email : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const answer = await context.api<{ user?: { userType?: string } }>('POST', '/api/v1/auth/register', {
    email,
    password,
    userType: body.userType === 'landlord' ? 'landlord' : 'tenant',
    ...(typeof body.referCode === 'string' && body.referCode
      ? { referCode: body.referCode }
      : link.referCode
        ? { referCode: link.referCode }
        : {}),
    ...(link.referencePropertyId ? { referencePropertyId: link.referencePropertyId } : {}),
    ...(link.externalId ? { externalId: link.externalId } : {}),
  });
  if (answer.status !== 201) return failure(answer, messages.request.notValid);
  const session = await context.api('POST', '/api/v1/auth/session', { email, password });
  return redirect(landingFor(answer.data.user?.userType), { headers: sessionHeaders(session.setCookie) });
}

/**
 * POST /api/v1/auth/register?invite=<id> (201 `{user, tokens}`): the invitation gives the account its type and
 * role. The tokens are not kept: the new user signs in where their account type works (console or app).
 */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<AccountAnswer<{ email: string; staff: boolean }> | Response> {
  const body = await jsonBody(request);
  const params = new URL(request.url).searchParams;
  const invite = typeof body.invite === 'string' ? body.invite : (params.get('invite') ?? '');
  if (!invite) return signUp(request, context, body);
  // The read-only address of the link is not among the fields a browser posts by itself.
  const email = typeof body.email === 'string' && body.email ? body.email : (params.get('email') ?? '');
  const answer = await context.api<{ user?: { email?: string; userType?: string } }>(
    'POST',
    `/api/v1/auth/register?invite=${encodeURIComponent(invite)}`,
    {
      email,
      password: body.password ?? '',
      userType: INVITED_USER_TYPE,
    },
  );
  if (answer.status === 201)
    return { ok: true, email: answer.data.user?.email ?? email, staff: answer.data.user?.userType === 'internal' };
  // Refused for want of a matching invitation (used, expired, or for another address): the API's words, and what to do.
  return { ...failure(answer, messages.request.notValid), ...(answer.status === 403 ? { inviteRefused: true } : {}) };
}

export default function RegisterPage() {
  const t = useT();
  const { invite, email, link } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // The fetcher's answer; or the action's, when the form was posted before the page's script ran.
  const posted = useActionData<typeof action>();
  const answer = (fetcher.data ?? posted) as
    (AccountAnswer<{ email: string; staff: boolean }> & { inviteRefused?: boolean }) | undefined;
  const busy = fetcher.state !== 'idle';

  if (answer?.ok) {
    return (
      <AccountCard title={t('Your Account Is Ready')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('Your Nivaas account for {email} has been created.', { email: answer.email })}
        </Alert>
        <Typography sx={{ mb: 3 }}>
          {answer.staff
            ? t('Sign in to the Nivaas console with your e-mail address and the password you just chose.')
            : t('Sign in with your e-mail address and the password you just chose.')}
        </Typography>
        {answer.staff ? (
          <Button variant="contained" href="/admin/login" fullWidth>
            {t('Sign in to the console')}
          </Button>
        ) : (
          <Button variant="contained" component={RemixLink} to="/login" fullWidth>
            {t('Sign in')}
          </Button>
        )}
      </AccountCard>
    );
  }

  if (!invite) {
    const failed = answer && !answer.ok ? answer : undefined;
    return (
      <AccountCard
        title={t('Create Your Account')}
        lead={t(
          'Rent without a cash security deposit. Tenants get a rental bond; landlords list properties and receive bond requests.',
        )}
      >
        {failed && !onlyFieldErrors(failed.errors, ['email', 'password', 'userType', 'referCode']) && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(failed.message)}
          </Alert>
        )}
        <Suspense fallback={<FormSpace label={t('Loading the form')} height={330} />}>
          <SignupForm
            referCode={link.referCode || undefined}
            userType={link.userType || undefined}
            busy={busy}
            serverErrors={failed?.errors}
            onSubmit={(data) => fetcher.submit(data, { method: 'post', encType: 'application/json' })}
          />
        </Suspense>
        <Typography sx={{ mt: 3 }}>
          {t('Already have an account?')}{' '}
          <Link component={RemixLink} to="/login">
            {t('Sign in')}
          </Link>
        </Typography>
      </AccountCard>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountCard
      title={t('Create Your Account')}
      lead={t(
        'You have been invited to Nivaas. Choose a password to complete your account; the invitation link works for 30 days.',
      )}
    >
      {failed && !onlyFieldErrors(failed.errors, ['email', 'password']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failed.message)}
          {failed.inviteRefused && (
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
              {t(
                'This invitation link has already been used, has expired, or was sent to another e-mail address. Ask the person who invited you for a new invitation.',
              )}
            </Typography>
          )}
        </Alert>
      )}
      <Suspense fallback={<FormSpace label={t('Loading the form')} height={200} />}>
        <RegisterForm
          email={email || undefined}
          busy={busy}
          serverErrors={failed?.errors}
          onSubmit={(data) => fetcher.submit({ ...data, invite }, { method: 'post', encType: 'application/json' })}
        />
      </Suspense>
    </AccountCard>
  );
}
