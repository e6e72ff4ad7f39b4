import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, type MetaFunction, useFetcher, useLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';

import type { ListPage } from '#client/list-page.ts';
import { shownDate } from '#domain/format/dates.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import type { Notification } from '#generated/types/notification.ts';

import { jsonBody } from '../account/api-answer.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { Card } from '../home/card.tsx';
import { pageParam, Pager } from '../home/pager.tsx';
import { visuallyHidden } from '../layout/ui.tsx';
import { pageMeta } from '../seo/page-meta.ts';

type Item = Notification & { id: string };
const PAGE_SIZE = 20;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Notifications'),
      description: msg('Your Nivaas notifications.'),
      path: '/home/notifications',
      noIndex: true,
    },
    matches,
  );

/** GET /api/v1/notification: the account's own, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParam(request);
  const answer = await context.api<ListPage<Item>>(
    'GET',
    `/api/v1/notification?sortBy=createdAt:desc&limit=${PAGE_SIZE}&page=${page}`,
  );
  if (!answer.ok)
    throw new Response(answer.message ?? 'The notifications could not be loaded', { status: answer.status || 500 });
  return { list: answer.data };
}

/** Mark as read: PATCH /api/v1/notification/{id} {read: true} (its owner only). */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await jsonBody(request);
  const id = typeof body.id === 'string' ? body.id : '';
  const answer = await context.api('PATCH', `/api/v1/notification/${encodeURIComponent(id)}`, { read: true });
  return { ok: answer.ok, message: answer.message };
}

function Row({ item }: { item: Item }) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const read = item.read || fetcher.state !== 'idle' || fetcher.data?.ok;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 10,
          height: 10,
          flex: 'none',
          borderRadius: '50%',
          bgcolor: read ? 'transparent' : 'secondary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: read ? 600 : 800 }}>
          {t(item.title)}
          {!read && (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('(unread)')}
            </Box>
          )}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          {item.message && t(item.message)}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13, mt: 0.5 }}>
          {shownDate(item.createdAt) || '—'}
          {item.link?.startsWith('/') && (
            <>
              {' · '}
              {/* The bond certificate is a document, not a page: it opens in a tab of its own (spec 001 §2). */}
              {item.link.startsWith('/home/bond/pdf/') ? (
                <a href={item.link} target="_blank" rel="noopener">
                  {t('Open')}
                </a>
              ) : item.link.startsWith('/admin/') ? (
                // A landlord's request opens in the console, an app of its own: a full page load, not a route of the site.
                <a href={item.link}>{t('Open')}</a>
              ) : (
                <Link to={item.link}>{t('Open')}</Link>
              )}
            </>
          )}
        </Typography>
        {fetcher.data && !fetcher.data.ok && (
          <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
            {fetcher.data.message && t(fetcher.data.message)}
          </Typography>
        )}
      </Box>
      {!read && (
        <fetcher.Form
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            fetcher.submit({ id: item.id }, { method: 'post', encType: 'application/json' });
          }}
        >
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" size="small" aria-label={t('Mark "{title}" as read', { title: t(item.title) })}>
            {t('Mark as read')}
          </Button>
        </fetcher.Form>
      )}
    </Box>
  );
}

export default function NotificationsPage() {
  const { list } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeading
        title={t('Notifications')}
        lead={list.totalResults ? t('{count} in all', { count: list.totalResults }) : undefined}
      />
      <Card title={t('Latest')}>
        {list.results.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('You have no notifications yet.')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.results.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </Box>
        )}
        <Pager page={list.page} totalPages={list.totalPages} path="/home/notifications" />
      </Card>
    </>
  );
}
