import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import {
  Box,
  Card,
  LinearProgress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import type { UserRow } from './types.ts';
import { PAGE_SIZE } from './use-users-query.ts';
import { type UserColumn, WIDE_TABLE } from './user-columns.tsx';
import { UserTableRow } from './user-table-row.tsx';

export interface UserTableProps {
  columns: UserColumn[];
  rows: UserRow[] | undefined;
  loading: boolean;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
  /** Shown as a delete action on rows it returns true for; no action column without it. */
  canDelete?: (row: UserRow) => boolean;
  onDelete: (row: UserRow) => void;
  /** Further actions of a row (e.g. Raise a Claim), shown before its delete action. */
  rowActions?: (row: UserRow) => ReactNode;
}

const SERIAL_WIDTH = 76;

/**
 * One line per row. Below WIDE_TABLE px the secondary columns fold into each row's details, so a laptop shows the
 * key ones without scrolling; a table still wider than the screen (a phone) scrolls sideways inside its card while
 * the serial and name columns stay put (opaque backgrounds, so scrolled cells pass beneath them).
 */
const tableSx: SxProps<Theme> = (theme) => {
  const tint = `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`;
  return {
    '& th, & td': { px: 1.5, whiteSpace: 'nowrap' },
    // Headings, names and e-mail addresses wrap rather than widen the table past a laptop's screen.
    '& th, & td.wrap': { whiteSpace: 'normal', overflowWrap: 'break-word' },
    '& td.wrap': { minWidth: 150 },
    '& td': { py: 1.25 },
    '& th': { fontWeight: 700, bgcolor: 'background.paper', backgroundImage: tint },
    // On a phone the two columns would fill the screen: they stick from the small breakpoint up.
    [theme.breakpoints.up('sm')]: {
      '& .sticky': { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
      '& th.sticky': { zIndex: 2 },
      '& tbody tr:hover .sticky': { backgroundImage: tint },
      '& .serial': {
        left: 0,
        width: SERIAL_WIDTH,
        minWidth: SERIAL_WIDTH,
        maxWidth: SERIAL_WIDTH,
        boxSizing: 'border-box',
      },
      '& .name': { left: SERIAL_WIDTH, boxShadow: `inset -1px 0 0 ${theme.palette.divider}` },
      '& .actions': { right: 0, boxShadow: `inset 1px 0 0 ${theme.palette.divider}` },
    },
  };
};

/** A user list page: serial 10*(page-1)+index+1, name (opens the drawer), the tab's columns, the row actions (kept in view at the right). */
export function UserTable({
  columns: all,
  rows,
  loading,
  page,
  total,
  onPageChange,
  onOpen,
  canDelete,
  onDelete,
  rowActions,
}: UserTableProps) {
  const wide = useMediaQuery(`(min-width:${WIDE_TABLE}px)`, { noSsr: true });
  const columns = wide ? all : all.filter((c) => !c.secondary);
  const folded = wide ? [] : all.filter((c) => c.secondary);
  const actions = !!canDelete || !!rowActions;
  const span = columns.length + 2 + (actions ? 1 : 0);
  return (
    <Card>
      <Box sx={{ height: 4 }}>{loading && rows && <LinearProgress aria-label="Loading users" />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="users-table" aria-busy={loading} sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell className="sticky serial">S.No</TableCell>
              <TableCell className="sticky name" sx={{ minWidth: 160 }}>
                Name
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.label}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" className="sticky actions">
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && !rows
              ? Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i} data-testid="user-row-loading">
                    {Array.from({ length: span }, (_, j) => (
                      <TableCell key={j}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows?.map((row, index) => (
                  <UserTableRow
                    key={row._id}
                    row={row}
                    serial={PAGE_SIZE * (page - 1) + index + 1}
                    columns={columns}
                    folded={folded}
                    span={span}
                    onOpen={onOpen}
                    actions={actions}
                    canDelete={canDelete}
                    onDelete={onDelete}
                    rowActions={rowActions}
                  />
                ))}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span} sx={{ border: 0 }}>
                  <Box data-testid="users-empty" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    <PeopleOutlineIcon sx={{ fontSize: 48, opacity: 0.5 }} />
                    <Typography variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      No users found
                    </Typography>
                    <Typography variant="body2">Try another filter, or clear it to see everyone.</Typography>
                  </Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPageChange(next + 1)}
        data-testid="users-pagination"
      />
    </Card>
  );
}
