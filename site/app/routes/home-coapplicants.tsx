import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type MetaFunction, useFetcher, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

import type { ListPage } from '#client/list-page.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import schemaJson from '#generated/schemas/co-applicant.json';
import type { CoApplicant } from '#generated/types/co-applicant.ts';

import { FormSpace } from '../account/account-card.tsx';
import { type AccountAnswer, failure, jsonBody, onlyFieldErrors } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { AccountDetails } from '../home/account-details.tsx';
import { PageHeading } from '../home/account-frame.tsx';
import { Card } from '../home/card.tsx';
import { pageMeta } from '../seo/page-meta.ts';

const CoApplicantForm = lazy(() => import('../account/co-applicant-form.tsx'));

type Item = CoApplicant & { id: string };
const FIELD_KEYS = Object.keys((schemaJson as { properties: Record<string, unknown> }).properties);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Co-Applicants'),
      description: msg('The co-applicants of your Nivaas profile.'),
      path: '/home/coapplicants',
      noIndex: true,
    },
    matches,
  );

/** GET /api/v1/co-applicant?tenantId=: the tenant's own co-applicants. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const answer = await context.api<ListPage<Item>>(
    'GET',
    `/api/v1/co-applicant?tenantId=${viewer.id}&sortBy=createdAt:asc&limit=20`,
  );
  return { tenantId: viewer.id, list: answer.ok ? answer.data.results : [] };
}

/** POST /api/v1/profile/tenant/coapplicant/add. */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  const body = await jsonBody(request);
  const answer = await context.api('POST', '/api/v1/profile/tenant/coapplicant/add', body);
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}

/** A co-applicant: the name is the card's title, the schema's details group below it (spec 001 §3). */
function CoApplicantCard({ item }: { item: Item }) {
  return (
    <Card title={item.name}>
      <AccountDetails schema={schemaJson} record={item as unknown as Record<string, unknown>} group="details" />
    </Card>
  );
}

export default function CoApplicantsPage() {
  const { tenantId, list } = useLoaderData<typeof loader>();
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : undefined;
  // A new form after each addition.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (answer?.ok && fetcher.state === 'idle') setRound((r) => r + 1);
  }, [answer, fetcher.state]);
  return (
    <>
      <PageHeading
        title={t('Co-Applicants')}
        lead={t('Family members or friends who apply with you: their income can count towards your eligibility.')}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {list.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {t('You have not added a co-applicant. You can buy a bond without one (choose None).')}
            </Typography>
          ) : (
            list.map((item) => <CoApplicantCard key={item.id} item={item} />)
          )}
        </Box>
        <Card title={t('Add a Co-Applicant')}>
          {answer?.ok && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t(messages.success.updated)}
            </Alert>
          )}
          {failed && !onlyFieldErrors(failed.errors, FIELD_KEYS) && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(failed.message)}
            </Alert>
          )}
          <Suspense fallback={<FormSpace label={t('Loading the form')} height={520} />}>
            <CoApplicantForm
              key={round}
              tenantId={tenantId}
              busy={fetcher.state !== 'idle'}
              serverErrors={failed?.errors}
              onSubmit={(data) => fetcher.submit(data as never, { method: 'post', encType: 'application/json' })}
            />
          </Suspense>
        </Card>
      </Box>
    </>
  );
}
