import { Alert, Box, Card, CardContent, CircularProgress, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, usePermissions } from 'react-admin';

import type { Permissions } from '#admin/session/auth-provider.ts';
import { messages } from '#generated/messages.ts';

import { type ActivityFilter, listFilter, NO_FILTER } from './activity-filter.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { type AuditRecord, mayReadTrail } from './audit-entry.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

const PER_PAGE = 25;

/**
 * /home/activity: every change recorded in the audit trail (decision 033), newest first, 25 a page,
 * filtered by account, resource, action and date range. For staff with the audit module.
 */
export default function ActivityPage() {
  const { permissions, isPending: loadingPermissions } = usePermissions<Permissions>();
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const allowed = mayReadTrail(permissions);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<AuditRecord>(
    'audit-entry',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: listFilter(filter),
    },
    { enabled: allowed },
  );
  const choose = (f: ActivityFilter) => {
    setFilter(f);
    setPage(1);
  };
  return (
    <Box sx={{ mt: 2 }} data-testid="activity-page">
      <Title title="Activity" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Activity
      </Typography>
      {loadingPermissions ? (
        <CircularProgress aria-label="Loading" />
      ) : !allowed ? (
        <Alert severity="warning">{messages.request.noPermission}</Alert>
      ) : (
        <Card>
          <CardContent>
            <ActivityFilters value={filter} onChange={choose} />
            {isPending ? (
              <CircularProgress aria-label="Loading activity" />
            ) : error ? (
              <Alert severity="error">{(error as Error).message}</Alert>
            ) : data.length ? (
              <>
                <Typography variant="body2" color="text.secondary" data-testid="activity-total">
                  {total} {total === 1 ? 'change' : 'changes'}
                </Typography>
                <AuditEntryList entries={data} showRecord />
                {total > PER_PAGE && (
                  <Pagination
                    sx={{ mt: 1 }}
                    count={Math.ceil(total / PER_PAGE)}
                    page={page}
                    onChange={(_, p) => setPage(p)}
                  />
                )}
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No changes match these filters.
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
