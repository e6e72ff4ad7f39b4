import { TableCell, TableRow } from '@mui/material';

import { shownDate, shownDateTime } from '#domain/format/dates.ts';

import { DeleteButton } from './delete-button.tsx';
import { type SettingsColumn, SettingsTable, wideCell } from './settings-table.tsx';
import type { ApiToken } from './types.ts';

export type { ApiToken } from './types.ts';

export interface TokensTableProps {
  tokens?: ApiToken[];
  loading: boolean;
  error?: Error | null;
  onDelete: (token: ApiToken) => Promise<unknown>;
}

const columns: SettingsColumn[] = [
  { label: 'Description' },
  { label: 'Created On' },
  { label: 'Last Used', wideFrom: 'sm' },
  { label: 'Expires On', wideFrom: 'sm' },
];

/** The caller's API tokens (never their values): description, dates and a delete button. */
export function TokensTable({ tokens, loading, error, onDelete }: TokensTableProps) {
  return (
    <SettingsTable
      label="API tokens"
      columns={columns}
      loading={loading}
      error={error}
      empty="No tokens yet. Create one to connect your systems."
      count={tokens?.length ?? 0}
    >
      {tokens?.map((t) => (
        <TableRow key={t.id} data-testid="token-row">
          <TableCell sx={{ wordBreak: 'break-word' }}>{t.description}</TableCell>
          <TableCell>{shownDate(t.createdAt)}</TableCell>
          <TableCell sx={wideCell('sm')}>{t.lastUsedAt ? shownDateTime(t.lastUsedAt) : 'Never'}</TableCell>
          <TableCell sx={wideCell('sm')}>{t.expiresAt ? shownDate(t.expiresAt) : 'Never'}</TableCell>
          <TableCell align="right">
            <DeleteButton what={`token ${t.description}`} onConfirm={() => onDelete(t)} />
          </TableCell>
        </TableRow>
      ))}
    </SettingsTable>
  );
}
