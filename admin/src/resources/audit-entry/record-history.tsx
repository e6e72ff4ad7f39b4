import { Alert, Box, CircularProgress, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';

import type { AuditRecord } from './audit-entry.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

const PER_PAGE = 25;

/** The audit trail of one record (`resource`, `recordId`), newest first, 25 a page. */
export function RecordHistory({ resource, recordId }: { resource: string; recordId: string }) {
  const [page, setPage] = useState(1);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<AuditRecord>('audit-entry', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { resource, recordId },
  });
  if (isPending) return <CircularProgress size={24} aria-label="Loading history" />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No changes recorded.
      </Typography>
    );
  return (
    <Box>
      <AuditEntryList entries={data} />
      {total > PER_PAGE && (
        <Pagination sx={{ mt: 1 }} count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_, p) => setPage(p)} />
      )}
    </Box>
  );
}
