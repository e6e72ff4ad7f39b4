import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RemixLink, useActionData, useFetcher, useLoaderData, type MetaFunction } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { messages } from '#generated/messages.ts';
import { AccountCard, FormSpace } from '../account/account-card.tsx';
import { failure, jsonBody, onlyFieldErrors, type AccountAnswer } from '../account/api-answer.ts';
import { INVITED_USER_TYPE } from '../account/invitation.ts';
import { pageMeta } from '../seo/page-meta.ts';

const RegisterForm = lazy(() => import('../account/register-form.tsx'));

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: 'Create Your Account', description: 'Accept your invitation to Nivaas: create your account with a password of your own.', path: `${data?.origin ?? ''}/register`, noIndex: true });

/** `/register?invite=<id>&email=<address>`, the link of the invitation e-mail (server/users/invitations.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return { invite: params.get('invite') ?? '', email: params.get('email') ?? '', signupUrl: context.settings.signupUrl, origin: context.settings.publicUrl.replace(/\/$/, '') };
}

/**
 * POST /api/v1/auth/register?invite=<id> (201 `{user, tokens}`): the invitation gives the account its type and
 * role. The tokens are not kept: the new user signs in where their account type works (console or app).
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer<{ email: string; staff: boolean }>> {
  const body = await jsonBody(request);
  const params = new URL(request.url).searchParams;
  const invite = typeof body.invite === 'string' ? body.invite : (params.get('invite') ?? '');
  // The read-only address of the link is not among the fields a browser posts by itself.
  const email = typeof body.email === 'string' && body.email ? body.email : (params.get('email') ?? '');
  const answer = await context.api<{ user?: { email?: string; userType?: string } }>('POST', `/api/v1/auth/register?invite=${encodeURIComponent(invite)}`, {
    email,
    password: body.password ?? '',
    userType: INVITED_USER_TYPE,
  });
  if (answer.status === 201) return { ok: true, email: answer.data.user?.email ?? email, staff: answer.data.user?.userType === 'internal' };
  // Refused for want of a matching invitation (used, expired, or for another address): the API's words, and what to do.
  return { ...failure(answer, messages.request.notValid), ...(answer.status === 403 ? { inviteRefused: true } : {}) };
}

export default function RegisterPage() {
  const { invite, email, signupUrl } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // The fetcher's answer; or the action's, when the form was posted before the page's script ran.
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';

  if (answer?.ok) {
    return (
      <AccountCard title="Your Account Is Ready">
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your Nivaas account for {answer.email} has been created.
        </Alert>
        <Typography sx={{ mb: 3 }}>
          {answer.staff ? 'Sign in to the Nivaas console with your e-mail address and the password you just chose.' : 'Sign in on the Nivaas app with your e-mail address and the password you just chose.'}
        </Typography>
        {answer.staff ? (
          <Button variant="contained" href="/admin/login" fullWidth>
            Sign in to the console
          </Button>
        ) : (
          <Button variant="contained" href={signupUrl} target="_blank" rel="noopener" fullWidth>
            Sign in on the app
          </Button>
        )}
      </AccountCard>
    );
  }

  if (!invite) {
    return (
      <AccountCard title="Create Your Account">
        <Alert severity="info" sx={{ mb: 3 }}>
          This page completes an invitation to Nivaas. Open the link in your invitation e-mail to create your account.
        </Alert>
        <Typography sx={{ mb: 2 }}>
          Tenants and landlords sign up on the{' '}
          <Link href={signupUrl} target="_blank" rel="noopener">
            Nivaas app
          </Link>
          .
        </Typography>
        <Link component={RemixLink} to="/">
          Back to the home page
        </Link>
      </AccountCard>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountCard title="Create Your Account" lead="You have been invited to Nivaas. Choose a password to complete your account; the invitation link works for 30 days.">
      {failed && !onlyFieldErrors(failed.errors, ['email', 'password']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed.message}
          {failed.inviteRefused && (
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
              This invitation link has already been used, has expired, or was sent to another e-mail address. Ask the person who invited you for a new invitation.
            </Typography>
          )}
        </Alert>
      )}
      <Suspense fallback={<FormSpace label="Loading the form" height={200} />}>
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
