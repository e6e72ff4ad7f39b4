import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';

import type { UserRow } from './types.ts';
import type { UserColumn } from './user-columns.tsx';
import { UserNameCell } from './user-name-cell.tsx';

export interface UserTableRowProps {
  row: UserRow;
  serial: number;
  /** The columns in view. */
  columns: UserColumn[];
  /** The columns folded into the row's details (none on wide screens). */
  folded: UserColumn[];
  span: number;
  onOpen: (id: string) => void;
  actions: boolean;
  canDelete?: (row: UserRow) => boolean;
  onDelete: (row: UserRow) => void;
  rowActions?: (row: UserRow) => ReactNode;
}

/** One user: serial (with a More button when columns are folded), name, the columns in view, the actions; the folded columns below it on demand. */
export function UserTableRow({
  row,
  serial,
  columns,
  folded,
  span,
  onOpen,
  actions,
  canDelete,
  onDelete,
  rowActions,
}: UserTableRowProps) {
  const [expanded, setExpanded] = useState(false);
  const who = row.name || row.email || 'this user';
  const detailsId = `user-details-${row._id}`;
  return (
    <>
      <TableRow
        hover
        data-testid="user-row"
        data-user-id={row._id}
        sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}
      >
        <TableCell className="sticky serial">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
            {serial}
            {folded.length > 0 && (
              <IconButton
                size="small"
                aria-expanded={expanded}
                aria-controls={detailsId}
                aria-label={`${expanded ? 'Fewer' : 'More'} details of ${who}`}
                data-testid="user-row-expand"
                onClick={() => setExpanded(!expanded)}
                sx={{ p: 0.25 }}
              >
                {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </IconButton>
            )}
          </Box>
        </TableCell>
        <TableCell className="sticky name wrap">
          <UserNameCell row={row} onOpen={onOpen} />
        </TableCell>
        {columns.map((c) => (
          <TableCell key={c.key} align={c.align} className={c.wrap ? 'wrap' : undefined}>
            {c.render(row)}
          </TableCell>
        ))}
        {actions && (
          <TableCell align="right" className="sticky actions">
            {rowActions?.(row)}
            {canDelete?.(row) && (
              <Tooltip title="Delete">
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Delete ${who}`}
                  data-testid="delete-user"
                  onClick={() => onDelete(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </TableCell>
        )}
      </TableRow>
      {expanded && folded.length > 0 && (
        <TableRow id={detailsId} data-testid="user-row-details">
          <TableCell colSpan={span} sx={{ pt: 0 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                pl: { sm: '76px' },
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                gap: 1.5,
              }}
            >
              {folded.map((c) => (
                <div key={c.key}>
                  <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600 }}>
                    {c.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </Box>
                </div>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
