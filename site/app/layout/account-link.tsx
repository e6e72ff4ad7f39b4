import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { DASHBOARD_PATH, isTenantType } from '../account/landing.ts';

/**
 * "My Account": for a signed-in account, its dashboard (tenants) or the console (everyone else); for a visitor
 * whose details are stored, the visitor dashboard. Otherwise "Register/Login", our sign-in page.
 */
export function AccountLink({
  account,
  signedIn,
  scrolled,
  onNavigate,
}: {
  account?: { userType: string } | null;
  signedIn: boolean;
  scrolled: boolean;
  onNavigate?: () => void;
}): ReactNode {
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    px: { xs: 2, md: 1.5, lg: 2 },
    py: 1,
    borderRadius: '999px',
    fontWeight: 700,
    fontSize: { xs: 15, md: 14, lg: 15 },
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    bgcolor: scrolled ? '#FFFFFF' : 'secondary.main',
    color: scrolled ? 'primary.dark' : '#FFFFFF',
    '&:hover': { bgcolor: scrolled ? '#FFE9DB' : '#9A3D0E' },
    '&:focus-visible': { outline: `3px solid ${scrolled ? '#FFD2B3' : '#0F4C81'}`, outlineOffset: 2 },
  };
  if (account) {
    return isTenantType(account.userType) ? (
      <Box component={Link} to={DASHBOARD_PATH} onClick={onNavigate} sx={sx}>
        My Account
      </Box>
    ) : (
      <Box component="a" href="/admin/" onClick={onNavigate} sx={sx}>
        My Account
      </Box>
    );
  }
  if (signedIn) {
    return (
      <Box component={Link} to="/myaccount" onClick={onNavigate} sx={sx}>
        My Account
      </Box>
    );
  }
  return (
    <Box component={Link} to="/login" onClick={onNavigate} sx={sx}>
      Register/Login
    </Box>
  );
}
