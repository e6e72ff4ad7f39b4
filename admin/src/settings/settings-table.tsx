import {
  Alert,
  Box,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

import { visuallyHidden } from '../layout/visually-hidden.ts';

export interface SettingsColumn {
  label: string;
  /** Hidden on phones (below `sm` or `md`). */
  wideFrom?: 'sm' | 'md';
}

export interface SettingsTableProps {
  label: string;
  columns: SettingsColumn[];
  loading: boolean;
  error?: Error | null;
  /** What an empty list says. */
  empty: string;
  count: number;
  /** The rows (TableRow elements), with an actions cell last. */
  children: ReactNode;
}

/** The tables of the settings pages: loading, error and empty states, headings, and an Actions column. */
export function SettingsTable({ label, columns, loading, error, empty, count, children }: SettingsTableProps) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={120} />;
  if (!count) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={wideCell(c.wideFrom)}>
                {c.label}
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The `sx` of a cell shown only from `from` up. */
export function wideCell(from?: 'sm' | 'md') {
  return from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;
}
