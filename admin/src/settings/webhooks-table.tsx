import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, Chip, Stack, TableCell, TableRow, Tooltip } from '@mui/material';

import { shownDate } from '#domain/format/dates.ts';

import { DeleteButton } from './delete-button.tsx';
import { type SettingsColumn, SettingsTable, wideCell } from './settings-table.tsx';
import type { Webhook } from './types.ts';

export type { Webhook } from './types.ts';

export interface WebhooksTableProps {
  webhooks?: Webhook[];
  loading: boolean;
  error?: Error | null;
  onDelete: (webhook: Webhook) => Promise<unknown>;
  /** Opens the webhook's delivery log. */
  onOpenLog: (webhook: Webhook) => void;
}

const columns: SettingsColumn[] = [
  { label: 'Callback URL' },
  { label: 'Events' },
  { label: 'Active', wideFrom: 'md' },
  { label: 'Created On', wideFrom: 'md' },
];

/** On, or off with the reason as its tooltip. */
function ActiveChip({ webhook }: { webhook: Webhook }) {
  if (webhook.active !== false) return <Chip size="small" color="success" variant="outlined" label="Active" />;
  return (
    <Tooltip title={webhook.disabledReason ?? 'Turned off'}>
      <Chip
        size="small"
        color="warning"
        label="Disabled"
        data-testid="webhook-disabled-chip"
        aria-description={webhook.disabledReason}
      />
    </Tooltip>
  );
}

/** The caller's webhook subscriptions: callback URL, events, state, the delivery log and a delete button. */
export function WebhooksTable({ webhooks, loading, error, onDelete, onOpenLog }: WebhooksTableProps) {
  return (
    <SettingsTable
      label="Webhooks"
      columns={columns}
      loading={loading}
      error={error}
      empty="No webhooks yet. Add one to be told when something happens."
      count={webhooks?.length ?? 0}
    >
      {webhooks?.map((w) => (
        <TableRow key={w.id} data-testid="webhook-row" data-webhook-id={w.id}>
          <TableCell sx={{ wordBreak: 'break-all', maxWidth: 320 }}>
            {w.callback}
            {w.active === false && (
              <Box sx={{ display: { md: 'none' }, mt: 0.5 }}>
                <ActiveChip webhook={w} />
              </Box>
            )}
          </TableCell>
          <TableCell>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {w.events.map((e) => (
                <Chip key={e} label={e} size="small" />
              ))}
            </Stack>
          </TableCell>
          <TableCell sx={wideCell('md')}>
            <ActiveChip webhook={w} />
          </TableCell>
          <TableCell sx={wideCell('md')}>{shownDate(w.createdAt)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Button
              size="small"
              startIcon={<ReceiptLongIcon />}
              aria-label={`Delivery log of ${w.callback}`}
              onClick={() => onOpenLog(w)}
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
                Delivery log
              </Box>
            </Button>
            <DeleteButton what={`webhook ${w.callback}`} onConfirm={() => onDelete(w)} />
          </TableCell>
        </TableRow>
      ))}
    </SettingsTable>
  );
}
