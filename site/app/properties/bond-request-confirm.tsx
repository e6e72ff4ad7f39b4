import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFetcher } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';

import type { BondRequestPreview } from '#client/bond-request-preview.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';

import type { AccountAnswer } from '../account/api-answer.ts';

export type RequestAsk = { type: 'buy' | 'transfer'; bondId?: string };

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/**
 * The step before a bond or transfer request is sent (spec 001 §2): what it leads to, read from the server (GET
 * /home/bond-request, the request's rules and the cart's price): the property and its landlord, the bond value, the
 * fee with GST for the shortest tenure and the dates. Send asks the landlord; nothing is paid until they accept.
 */
export function BondRequestConfirm({
  propertyId,
  ask,
  sending,
  onSend,
  onClose,
}: {
  propertyId: string;
  ask: RequestAsk | null;
  sending: boolean;
  onSend: (ask: RequestAsk) => void;
  onClose: () => void;
}) {
  const summary = useFetcher<AccountAnswer<{ preview: BondRequestPreview }>>({
    key: `bond-request-preview-${propertyId}`,
  });
  const key = ask ? `${ask.type}|${ask.bondId ?? ''}` : '';
  useEffect(() => {
    if (!ask) return;
    summary.load(
      `/home/bond-request?type=${ask.type}&propertyId=${encodeURIComponent(propertyId)}${ask.bondId ? `&bondId=${encodeURIComponent(ask.bondId)}` : ''}`,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, propertyId]);
  const loading = summary.state !== 'idle' || !summary.data;
  const answer = loading ? undefined : summary.data;
  const preview = answer?.ok ? answer.preview : undefined;
  const transfer = ask?.type === 'transfer';
  return (
    <Dialog
      open={!!ask}
      onClose={sending ? undefined : onClose}
      aria-labelledby="bond-request-confirm-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bond-request-confirm-title">
        {transfer ? 'Transfer your bond here?' : 'Request a bond for this property?'}
      </DialogTitle>
      <DialogContent>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={20} /> Working out the fee and dates…
          </Box>
        )}
        {answer && !answer.ok && (
          <Alert severity="error" role="alert">
            {answer.message}
          </Alert>
        )}
        {preview && <Summary preview={preview} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" color="secondary" disabled={!preview || sending} onClick={() => ask && onSend(ask)}>
          {sending ? 'Sending…' : transfer ? 'Send transfer request' : 'Send request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Summary({ preview: p }: { preview: BondRequestPreview }) {
  const rows: [string, ReactNode][] = [
    ['Property', p.propertyName ?? '—'],
    ['Landlord', p.landlordName ?? '—'],
    ...(p.bondCode ? ([['Bond that moves', p.bondCode]] as [string, ReactNode][]) : []),
    ['Bond value', rupeesWithPaise(p.bondAmount)],
    [`Bond fee (${years(p.tenure)})`, rupeesWithPaise(p.fee)],
    ...(p.alreadyPaid > 0
      ? ([['Unused fee of your bond', `− ${rupeesWithPaise(p.alreadyPaid)}`]] as [string, ReactNode][])
      : []),
    ['GST (18%)', rupeesWithPaise(p.gst)],
    ['Fee with GST', <strong key="total">{rupeesWithPaise(p.total)}</strong>],
    [
      'Starts',
      p.startFixed ? shownDate(p.startDate) : `Your check-in day, chosen when you pay (from ${shownDate(p.startDate)})`,
    ],
    ['Ends', p.startFixed ? shownDate(p.endDate) : `${shownDate(p.endDate)} if it starts ${shownDate(p.startDate)}`],
  ];
  return (
    <>
      <Box
        component="dl"
        data-testid="bond-request-summary"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="p" sx={{ mb: 0, mt: 2, color: 'text.secondary', fontSize: 14 }}>
        Nothing is paid now: the landlord answers first, and you pay once they accept
        {p.tenures.length > 1
          ? ` (then you can choose ${p.tenures
              .map(years)
              .join(', ')
              .replace(/, ([^,]*)$/, ' or $1')})`
          : ''}
        . You can withdraw the request until they answer.
      </Box>
    </>
  );
}
