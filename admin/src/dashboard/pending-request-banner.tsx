import { Box } from '@mui/material';
import { Link } from 'react-router-dom';

import { CongratulationsBanner } from '../resources/bond-request/congratulations-banner.tsx';
import { useBondRequests } from '../resources/bond-request/request-queries.ts';

/**
 * The landlord dashboard's congratulations banner (spec 001 §2) while a new bond request is pending (GET /bondrequest
 * answers the requests about their properties): the requests page's own banner, as a link to that page.
 */
export function PendingRequestBanner() {
  const { data } = useBondRequests('buy', 'pending', 1, 1);
  const count = data?.totalResults ?? 0;
  if (!count) return null;
  return (
    <Box
      component={Link}
      to="/home/requests"
      data-testid="pending-request-banner"
      sx={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 3,
        '&:hover .MuiAlert-root': { filter: 'brightness(0.97)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CongratulationsBanner count={count} />
    </Box>
  );
}
