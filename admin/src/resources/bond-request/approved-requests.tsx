import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';

import { ApprovedRequestItem } from './approved-request-item.tsx';
import { ListPager } from './list-pager.tsx';
import { useBondRequests } from './request-queries.ts';

const PAGE = 10;

/**
 * Approved Requests (spec 001 §2): the new-bond requests the landlord accepted, newest first, each with its bond once
 * paid.
 */
export function ApprovedRequests() {
  const [page, setPage] = useState(1);
  const list = useBondRequests('buy', 'accepted', page, PAGE);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="approved-requests-heading"
      sx={{ borderRadius: 3 }}
      data-testid="approved-requests"
    >
      <CardContent>
        <Typography id="approved-requests-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Approved Requests
        </Typography>
        {list.isError ? (
          <Alert severity="error">{list.error.message}</Alert>
        ) : list.isPending ? (
          <CircularProgress size={24} aria-label="Loading approved requests" />
        ) : list.data.results.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No approved requests yet.
          </Typography>
        ) : (
          <>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {list.data.results.map((r) => (
                <ApprovedRequestItem key={r.id} request={r} />
              ))}
            </Box>
            <ListPager
              page={page}
              totalPages={list.data.totalPages}
              onChange={setPage}
              label="Pages of approved requests"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
