import { Chip, Stack, TableCell, TableRow } from '@mui/material';
import { formatDate } from '../schema-resources/format';
import { DeleteButton } from './DeleteButton';
import { SettingsTable, wideCell, type SettingsColumn } from './SettingsTable';

export interface Webhook {
  id: string;
  callback: string;
  events: string[];
  active?: boolean;
  createdAt?: string;
  secret?: string;
}

export interface WebhooksTableProps {
  webhooks?: Webhook[];
  loading: boolean;
  error?: Error | null;
  onDelete: (webhook: Webhook) => Promise<unknown>;
}

const columns: SettingsColumn[] = [{ label: 'Callback URL' }, { label: 'Events' }, { label: 'Active', wideFrom: 'md' }, { label: 'Created On', wideFrom: 'md' }];

/** The caller's webhook subscriptions: callback URL, events, state and a delete button. */
export function WebhooksTable({ webhooks, loading, error, onDelete }: WebhooksTableProps) {
  return (
    <SettingsTable label="Webhooks" columns={columns} loading={loading} error={error} empty="No webhooks yet. Add one to be told when something happens." count={webhooks?.length ?? 0}>
      {webhooks?.map((w) => (
        <TableRow key={w.id} data-testid="webhook-row">
          <TableCell sx={{ wordBreak: 'break-all', maxWidth: 320 }}>{w.callback}</TableCell>
          <TableCell>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {w.events.map((e) => (
                <Chip key={e} label={e} size="small" />
              ))}
            </Stack>
          </TableCell>
          <TableCell sx={wideCell('md')}>{w.active === false ? 'No' : 'Yes'}</TableCell>
          <TableCell sx={wideCell('md')}>{formatDate(w.createdAt)}</TableCell>
          <TableCell align="right">
            <DeleteButton what={`webhook ${w.callback}`} onConfirm={() => onDelete(w)} />
          </TableCell>
        </TableRow>
      ))}
    </SettingsTable>
  );
}
