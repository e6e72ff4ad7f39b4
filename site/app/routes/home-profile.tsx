import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { ProfileSections, type ProfileVersions, type TenantProfile } from '../home/profile-sections.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Profile'),
      description: msg('Your Nivaas profile: details, employment, addresses and documents.'),
      path: '/home/profile',
      noIndex: true,
    },
    matches,
  );

/**
 * GET /api/v1/profile/tenant?userId=: the profile with the account's basic fields, addresses and documents; and the
 * version (ETag) of each record the page's forms change: the profile, the account (GET /users/{id}), each address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const answer = await context.api<TenantProfile>('GET', `/api/v1/profile/tenant?userId=${viewer.id}`);
  if (answer.status === 401) throw redirect('/login?redirectTo=/home/profile');
  if (answer.status === 404) throw redirect('/home/dashboard');
  if (!answer.ok)
    throw new Response(answer.message ?? 'The profile could not be loaded', { status: answer.status || 500 });
  const addresses = answer.data.addresses ?? [];
  const [user, ...addressReads] = await Promise.all([
    context.api('GET', `/api/v1/users/${viewer.id}`),
    ...addresses.map((a) => context.api('GET', `/api/v1/address/${a.id}`)),
  ]);
  const versions: ProfileVersions = {
    profile: answer.version,
    user: user.version,
    addresses: Object.fromEntries(addresses.map((a, i) => [a.id, addressReads[i].version])),
  };
  return { profile: answer.data, versions };
}

type Call = readonly ['PATCH' | 'POST', string, Record<string, unknown>];
const without = (data: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k) && k !== 'intent' && k !== 'version'));

/** Each form of the page, the API call that saves it as the signed-in account (the server's rules apply to each). */
const SAVES: Record<string, (body: Record<string, unknown>, ids: { userId: string; profileId: string }) => Call> = {
  basic: (b, { userId }) => ['PATCH', `/api/v1/users/${userId}`, without(b)],
  personal: (b, { profileId }) => ['PATCH', `/api/v1/profile/tenant/${profileId}`, without(b)],
  employment: (b, { profileId }) => [
    'PATCH',
    `/api/v1/profile/tenant/${profileId}`,
    { userobj: { employmentDetails: without(b, 'isWorkEmailVerified') }, Id: profileId },
  ],
  address: (b, { userId }) =>
    typeof b.id === 'string' && b.id
      ? ['PATCH', `/api/v1/address/${b.id}`, without(b, 'id', 'userId', 'createdAt', 'updatedAt')]
      : ['POST', '/api/v1/address', { ...without(b, 'id'), userId }],
  document: (b, { userId }) => ['POST', '/api/v1/users/upload/docs', { userId, docs: [without(b)] }],
};

/**
 * POST /home/profile {intent, version?, ...fields}: one of the page's forms, answered `{ok}` or the API's message and
 * field errors. A change of a record sends the version the form loaded as If-Match: when someone changed the record
 * meanwhile, the answer carries it as it is now (`stale`) and nothing is overwritten.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer<{ intent: string }>> {
  const viewer = requireViewer(context, request);
  const body = await jsonBody(request);
  const intent = typeof body.intent === 'string' && Object.hasOwn(SAVES, body.intent) ? body.intent : undefined;
  if (!intent) return { ok: false, message: messages.request.notValid };
  const profile = await context.api<{ id: string }>('GET', `/api/v1/profile/tenant?userId=${viewer.id}`);
  if (!profile.ok) return failure(profile, messages.request.notValid);
  const [method, path, payload] = SAVES[intent](body, { userId: viewer.id, profileId: profile.data.id });
  const ifMatch = method === 'PATCH' && typeof body.version === 'string' ? body.version : undefined;
  const answer = await context.api(method, path, payload, { ifMatch });
  return answer.ok ? { ok: true, intent } : failure(answer, messages.request.notValid);
}

export default function ProfilePage() {
  const { profile, versions } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeading
        title={t('Profile')}
        lead={t('Complete your profile: it decides your bond eligibility, and landlords see a verified tenant.')}
      />
      <ProfileSections profile={profile} versions={versions} />
    </>
  );
}
