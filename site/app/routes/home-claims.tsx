import { useState } from 'react';
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
import CloseIcon from '@mui/icons-material/Close';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { ListPage } from '#client/list-page.ts';
import type { Claim } from '#generated/types/claim.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { Pager, pageParam } from '../home/pager.tsx';
import { Card } from '../home/state-card.tsx';
import { pageMeta } from '../seo/page-meta.ts';

/** A claim as the list answers it: the record and its totals and status tally (server/claims/claim-totals.ts). */
type Item = Claim & { id: string; totalClaimAmount?: number; totalApprovedAmount?: number; totalAuthAmount?: number; statusCount?: Record<string, number> };
type Line = NonNullable<Claim['claims']>[number];

/** Claims table page size (001 §9). */
const PAGE_SIZE = 10;

export const meta: MetaFunction = () => pageMeta({ title: 'Claims', description: 'Claims on your Nivaas bonds.', path: '/home/claims', noIndex: true });

/** GET /api/v1/claims: the claims the account may see (a tenant's own, a landlord's on their properties), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParam(request);
  const answer = await context.api<ListPage<Item>>('GET', `/api/v1/claims?sortBy=createdAt:desc&limit=${PAGE_SIZE}&page=${page}`);
  if (!answer.ok) throw new Response(answer.message ?? 'The claims could not be loaded', { status: answer.status || 500 });
  return { list: answer.data };
}

const tally = (count: Record<string, number> | undefined) =>
  Object.entries(count ?? {})
    .map(([status, n]) => `${n} ${status}`)
    .join(', ') || '—';

/** The read-only drawer of one claim (the edit screen is the staff's, document 002). */
function ClaimDrawer({ claim, onClose }: { claim?: Item; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={!!claim} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: 3 }, role: 'dialog', 'aria-labelledby': 'claim-title' } as object }}>
      {claim && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
            <Typography id="claim-title" variant="h5" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              Claim {claim.claimNumber}
            </Typography>
            <IconButton onClick={onClose} aria-label="Close">
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>Raised on {shownDate(claim.createdAt) || '—'}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {(claim.claims ?? []).map((line: Line, i: number) => (
              <Box component="li" key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{line.type}</Typography>
                {line.details && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{line.details}</Typography>}
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 1, fontSize: 14 }}>
                  <span>Claimed: {rupeesWithPaise(line.claimAmount)}</span>
                  <span>Approved: {rupeesWithPaise(line.approvedAmount ?? 0)}</span>
                  <span>Authorised: {rupeesWithPaise(line.authAmount ?? 0)}</span>
                  <span>Status: {line.status ?? 'pending'}</span>
                </Box>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2, p: 2, bgcolor: 'grey.100', borderRadius: 1.5, display: 'grid', gap: 0.5 }}>
            <span>Total claimed: <strong>{rupeesWithPaise(claim.totalClaimAmount ?? 0)}</strong></span>
            <span>Total approved: <strong>{rupeesWithPaise(claim.totalApprovedAmount ?? 0)}</strong></span>
            <span>Statuses: <strong>{tally(claim.statusCount)}</strong></span>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}

export default function ClaimsPage() {
  const { list } = useLoaderData<typeof loader>();
  const [open, setOpen] = useState<Item>();
  return (
    <>
      <PageHeading title="Claims" lead="Claims raised on your bonds, with what was claimed and what was approved." />
      <Card title={`${list.totalResults} ${list.totalResults === 1 ? 'claim' : 'claims'}`}>
        {list.results.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No claims have been raised.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Claims">
              <TableHead>
                <TableRow>
                  <TableCell>Claim number</TableCell>
                  <TableCell>Raised on</TableCell>
                  <TableCell align="right">Claimed</TableCell>
                  <TableCell align="right">Approved</TableCell>
                  <TableCell>Statuses</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.results.map((claim) => (
                  <TableRow key={claim.id} hover>
                    <TableCell sx={{ fontWeight: 700 }}>{claim.claimNumber}</TableCell>
                    <TableCell>{shownDate(claim.createdAt) || '—'}</TableCell>
                    <TableCell align="right">{rupeesWithPaise(claim.totalClaimAmount ?? 0)}</TableCell>
                    <TableCell align="right">{rupeesWithPaise(claim.totalApprovedAmount ?? 0)}</TableCell>
                    <TableCell>{tally(claim.statusCount)}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setOpen(claim)} aria-label={`View claim ${claim.claimNumber}`}>
                        View
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pager page={list.page} totalPages={list.totalPages} path="/home/claims" />
      </Card>
      <ClaimDrawer claim={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
