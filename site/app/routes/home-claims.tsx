import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type MetaFunction, useLoaderData, useSearchParams } from '@remix-run/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { useState } from 'react';

import type { ListPage } from '#client/list-page.ts';
import { claimTimeline, responseWindowOpen } from '#domain/claims/timeline.ts';
import { timelineRows } from '#domain/claims/timeline-words.ts';
import { claimTotals } from '#domain/claims/totals.ts';
import { indiaDay, shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { msg, type Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import claimJson from '#generated/schemas/claim.json';
import type { Claim } from '#generated/types/claim.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { AccountDetails } from '../home/account-details.tsx';
import { PageHeading } from '../home/account-frame.tsx';
import { Card } from '../home/card.tsx';
import { ClaimAnswer } from '../home/claims/claim-answer.tsx';
import { ClaimAnswers } from '../home/claims/claim-answers.tsx';
import { ClaimTimeline } from '../home/claims/claim-timeline.tsx';
import { pageParam, Pager } from '../home/pager.tsx';
import { RepaymentPanel } from '../home/repayment/repayment-panel.tsx';
import { pageMeta } from '../seo/page-meta.ts';

/** A claim as the list answers it: the stored record (its totals are summed here by claimTotals, as on every screen). */
type Item = Claim & { id: string };
type Line = NonNullable<Claim['claims']>[number];

/** Claims table page size (spec 001 §9). */
const PAGE_SIZE = 10;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: msg('Claims'), description: msg('Claims on your Nivaas bonds.'), path: '/home/claims', noIndex: true },
    matches,
  );

/** GET /api/v1/claims: the claims the account may see (a tenant's own, a landlord's on their properties), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParam(request);
  const answer = await context.api<ListPage<Item>>(
    'GET',
    `/api/v1/claims?sortBy=createdAt:desc&limit=${PAGE_SIZE}&page=${page}`,
  );
  if (!answer.ok)
    throw new Response(answer.message ?? 'The claims could not be loaded', { status: answer.status || 500 });
  return { list: answer.data };
}

/** POST /home/claims {intent: respond, id, responses}: the tenant's answer (POST /api/v1/claims/{id}/respond). */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  requireViewer(context, request);
  const body = await jsonBody(request);
  if (body.intent !== 'respond') return { ok: false, message: messages.request.notValid };
  const answer = await context.api('POST', `/api/v1/claims/${encodeURIComponent(String(body.id ?? ''))}/respond`, {
    responses: body.responses,
  });
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}

/** The stage under way in the tenant's words with its due date ("Your answer: Due by 30/11/2026"), else a dash. */
function nextStep(claim: Item, t: Translate): string {
  const timeline = claimTimeline(claim, indiaDay(new Date()));
  const row = timelineRows(timeline, 'tenant').find((r) => r.stage === timeline.current?.stage);
  return row ? `${t(row.label)}: ${t(row.detail)}` : '—';
}

/** What the drawer's heading and lines already show of a claim. */
const SHOWN_ABOVE = ['claimNumber', 'tenantId', 'landlordId', 'createdAt', 'eligibleAmount'];

const tally = (count: Record<string, number>, t: Translate) =>
  Object.entries(count)
    .map(([status, n]) => `${n} ${t(shownEnum('claimLineStatus', status))}`)
    .join(', ') || '—';

/**
 * The read-only drawer of one claim (the edit screen is the staff's, spec 002): its lines, then the totals claimed,
 * approved and authorized (spec 001 §2 claims table, §3 claim totals).
 */
function ClaimDrawer({ claim, onClose }: { claim?: Item; onClose: () => void }) {
  const t = useT();
  const totals = claim && claimTotals(claim);
  return (
    <Drawer
      anchor="right"
      open={!!claim}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 }, p: 3 },
          role: 'dialog',
          'aria-labelledby': 'claim-title',
        } as object,
      }}
    >
      {claim && totals && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
            <Typography id="claim-title" variant="h5" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              {t('Claim')}{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {claim.claimNumber}
              </Box>
            </Typography>
            <IconButton onClick={onClose} aria-label={t('Close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {t('Raised on {date}', { date: shownDate(claim.createdAt) || '—' })}
          </Typography>
          <ClaimTimeline claim={claim} />
          {responseWindowOpen(claim, indiaDay(new Date())) ? (
            <ClaimAnswer claim={claim} />
          ) : (
            <ClaimAnswers claim={claim} />
          )}
          {/* The claim's other facts as its schema lays them out (a field added to claim shows here); its number, people and date are above. */}
          <Box sx={{ mb: 2 }}>
            <AccountDetails
              schema={claimJson}
              record={claim as unknown as Record<string, unknown>}
              group="summary"
              omit={SHOWN_ABOVE}
              empty={null}
              testId="claim-facts"
            />
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {(claim.claims ?? []).map((line: Line, i: number) => (
              <Box component="li" key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{t(line.type)}</Typography>
                {line.details && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{line.details}</Typography>}
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    gap: 1,
                    mt: 1,
                    fontSize: 14,
                  }}
                >
                  <span>{t('Claimed: {amount}', { amount: rupeesWithPaise(line.claimAmount) })}</span>
                  <span>{t('Approved: {amount}', { amount: rupeesWithPaise(line.approvedAmount ?? 0) })}</span>
                  <span>{t('Authorized: {amount}', { amount: rupeesWithPaise(line.authAmount ?? 0) })}</span>
                  <span>
                    {t('Status: {status}', { status: t(shownEnum('claimLineStatus', line.status ?? 'pending')) })}
                  </span>
                </Box>
              </Box>
            ))}
          </Box>
          <Box
            data-testid="claim-totals"
            sx={{ mt: 2, p: 2, bgcolor: 'grey.100', borderRadius: 1.5, display: 'grid', gap: 0.5 }}
          >
            <span>
              {t('Total claimed:')} <strong>{rupeesWithPaise(totals.totalClaimAmount)}</strong>
            </span>
            <span>
              {t('Total approved:')} <strong>{rupeesWithPaise(totals.totalApprovedAmount)}</strong>
            </span>
            <span>
              {t('Total authorized:')} <strong>{rupeesWithPaise(totals.totalAuthAmount)}</strong>
            </span>
            <span>
              {t('Statuses:')} <strong>{tally(totals.statusCount, t)}</strong>
            </span>
          </Box>
          <RepaymentPanel claimId={claim.id} />
        </Box>
      )}
    </Drawer>
  );
}

/** /home/claims: the account's claims, 10 a page; ?claim={id} opens one (the dashboard's claim notice links there). */
export default function ClaimsPage() {
  const { list } = useLoaderData<typeof loader>();
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The open claim by id: after the tenant answers, the page's data reloads and the drawer shows the claim as it is now.
  const [openId, setOpen] = useState<string | undefined>(() => params.get('claim') ?? undefined);
  const open = list.results.find((c) => c.id === openId);
  const close = () => {
    setOpen(undefined);
    if (params.has('claim')) {
      const next = new URLSearchParams(params);
      next.delete('claim');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };
  return (
    <>
      <PageHeading
        title={t('Claims')}
        lead={t('Claims raised on your bonds, with what was claimed, approved and authorized.')}
      />
      <Card
        title={
          list.totalResults === 1
            ? t('{count} claim', { count: list.totalResults })
            : t('{count} claims', { count: list.totalResults })
        }
      >
        {list.results.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('No claims have been raised.')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('Claims')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Claim number')}</TableCell>
                  <TableCell>{t('Raised on')}</TableCell>
                  <TableCell align="right">{t('Claimed')}</TableCell>
                  <TableCell align="right">{t('Approved')}</TableCell>
                  <TableCell align="right">{t('Authorized')}</TableCell>
                  <TableCell>{t('Statuses')}</TableCell>
                  <TableCell>{t('Next step')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.results.map((claim) => {
                  const totals = claimTotals(claim);
                  return (
                    <TableRow key={claim.id} hover>
                      <TableCell sx={{ fontWeight: 700 }}>{claim.claimNumber}</TableCell>
                      <TableCell>{shownDate(claim.createdAt) || '—'}</TableCell>
                      <TableCell align="right">{rupeesWithPaise(totals.totalClaimAmount)}</TableCell>
                      <TableCell align="right">{rupeesWithPaise(totals.totalApprovedAmount)}</TableCell>
                      <TableCell align="right">{rupeesWithPaise(totals.totalAuthAmount)}</TableCell>
                      <TableCell>{tally(totals.statusCount, t)}</TableCell>
                      <TableCell data-testid="claim-next">{nextStep(claim, t)}</TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setOpen(claim.id)}
                          aria-label={t('View claim {number}', { number: claim.claimNumber ?? '' })}
                        >
                          {t('View')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pager page={list.page} totalPages={list.totalPages} path="/home/claims" />
      </Card>
      <ClaimDrawer claim={open} onClose={close} />
    </>
  );
}
