import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowDown';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Collapse, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

import { wideCell } from '../settings-table.tsx';
import { AttemptsTable } from './attempts-table.tsx';
import { DeliveryStatusChip } from './delivery-status-chip.tsx';
import { LogTime } from './log-time.tsx';
import type { LogMessage } from './webhook-log-api.ts';

/** How many cells a message row has (the attempts row spans them). */
export const MESSAGE_COLUMNS = 8;

export interface MessageRowProps {
  message: LogMessage;
  /** Resend is refused while the webhook is off. */
  canResend: boolean;
  onResend: (message: LogMessage) => Promise<unknown>;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** The columns phones leave out, as label and value pairs in one row. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto 1fr', columnGap: 3 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One message of the log: event and message id, created, status, attempts, last status code and next retry
 * (the last three inside the expanded part on phones), Resend, and its attempts when expanded.
 */
export function MessageRow({ message: m, canResend, onResend }: MessageRowProps) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const panelId = useId();
  const pending = m.status === 'pending';
  const resend = async () => {
    setSending(true);
    try {
      await onResend(m);
      setOpen(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <TableRow
        data-testid="webhook-message"
        data-msg-id={m.msgId}
        sx={{ '& > td': { borderBottom: open ? 0 : undefined }, verticalAlign: 'top' }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Attempts of ${m.msgId}`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        </TableCell>
        <TableCell sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ ...mono, fontWeight: 600 }}>
            {m.event}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ ...mono, overflowWrap: 'anywhere' }}
          >
            {m.msgId}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ display: { md: 'none' } }}>
            <LogTime value={m.createdAt} />
          </Typography>
        </TableCell>
        <TableCell sx={{ ...wideCell('md'), whiteSpace: 'nowrap' }}>
          <LogTime value={m.createdAt} />
        </TableCell>
        <TableCell>
          <DeliveryStatusChip status={m.status} />
        </TableCell>
        <TableCell sx={wideCell('md')} align="right">
          {m.attempts ?? 0}
        </TableCell>
        <TableCell sx={wideCell('md')} align="right">
          {m.lastStatusCode ?? '—'}
        </TableCell>
        <TableCell sx={{ ...wideCell('md'), whiteSpace: 'nowrap' }}>
          <LogTime value={pending ? m.nextAttemptAt : undefined} />
        </TableCell>
        <TableCell align="right" padding="none" sx={{ pr: 1 }}>
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            aria-label={`Resend ${m.msgId}`}
            title={
              pending
                ? 'Being delivered: it can be sent again once delivered or failed'
                : 'Send this message again, with the same webhook-id'
            }
            disabled={!canResend || pending || sending}
            onClick={resend}
            sx={{ minWidth: 0, mt: 0.5, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Resend
            </Box>
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={MESSAGE_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={panelId}>
            <Stack gap={1.5} sx={{ pt: 1, pb: 2, pl: { sm: 5 } }}>
              <Box sx={{ display: { md: 'none' } }}>
                <Facts
                  items={[
                    ['Attempts', m.attempts ?? 0],
                    ['Last code', m.lastStatusCode ?? '—'],
                    ['Next retry', <LogTime value={pending ? m.nextAttemptAt : undefined} />],
                  ]}
                />
              </Box>
              <AttemptsTable
                messageId={m.id}
                msgId={m.msgId}
                busy={pending}
                version={`${m.status}:${m.attempts}:${m.lastStatusCode}`}
              />
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
