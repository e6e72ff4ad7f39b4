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
import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import type { AccountAnswer } from '../account/api-answer.ts';

export type RequestAsk = { type: 'buy' | 'transfer'; bondId?: string };

const years = (n: number, t: Translate) =>
  n === 1 ? t('{count} year', { count: n }) : t('{count} years', { count: n });

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
  const t = useT();
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
        {transfer ? t('Transfer your bond here?') : t('Request a bond for this property?')}
      </DialogTitle>
      <DialogContent>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={20} /> {t('Working out the fee and dates…')}
          </Box>
        )}
        {answer && !answer.ok && (
          <Alert severity="error" role="alert">
            {t(answer.message)}
          </Alert>
        )}
        {preview && <Summary preview={preview} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" color="secondary" disabled={!preview || sending} onClick={() => ask && onSend(ask)}>
          {sending ? t('Sending…') : transfer ? t('Send transfer request') : t('Send request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Summary({ preview: p }: { preview: BondRequestPreview }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t('Property'), p.propertyName ?? '—'],
    [t('Landlord'), p.landlordName ?? '—'],
    ...(p.bondCode ? ([[t('Bond that moves'), p.bondCode]] as [string, ReactNode][]) : []),
    [t('Bond value'), rupeesWithPaise(p.bondAmount)],
    [t('Bond fee ({tenure})', { tenure: years(p.tenure, t) }), rupeesWithPaise(p.fee)],
    ...(p.alreadyPaid > 0
      ? ([[t('Unused fee of your bond'), `− ${rupeesWithPaise(p.alreadyPaid)}`]] as [string, ReactNode][])
      : []),
    [t('GST (18%)'), rupeesWithPaise(p.gst)],
    [t('Fee with GST'), <strong key="total">{rupeesWithPaise(p.total)}</strong>],
    [
      t('Starts'),
      p.startFixed
        ? shownDate(p.startDate)
        : t('Your check-in day, chosen when you pay (from {date})', { date: shownDate(p.startDate) }),
    ],
    [
      t('Ends'),
      p.startFixed
        ? shownDate(p.endDate)
        : t('{end} if it starts {start}', { end: shownDate(p.endDate), start: shownDate(p.startDate) }),
    ],
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
        {t(
          'Nothing is paid now: the landlord answers first, and you pay once they accept{choice}. You can withdraw the request until they answer.',
          {
            choice:
              p.tenures.length > 1
                ? t(' (then you can choose {tenures})', {
                    tenures: p.tenures
                      .map((n) => years(n, t))
                      .join(', ')
                      .replace(/, ([^,]*)$/, (_, last: string) => `${t(' or ')}${last}`),
                  })
                : '',
          },
        )}
      </Box>
    </>
  );
}
