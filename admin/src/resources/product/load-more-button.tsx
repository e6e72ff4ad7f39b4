import { Box, Button, CircularProgress } from '@mui/material';
import { useInfinitePaginationContext, useListContext } from 'react-admin';

/** Load more under a card list (spec 002 §2): the next page of the same size, until there is none. */
export function LoadMoreButton() {
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const { total, data } = useListContext();
  if (!hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button
        variant="outlined"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
        startIcon={isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
      >
        Load more{total !== undefined && data ? ` (${data.length} of ${total})` : ''}
      </Button>
    </Box>
  );
}
