import Box from '@mui/material/Box';
import { NavLink } from '@remix-run/react';

const LINKS = [
  { to: '/home/settings/changepassword', label: 'Change Password' },
  { to: '/home/settings/bonddetails', label: 'Bond Details', tenantsOnly: true },
];

/** The settings pages of spec 001 §2 (a tenant: change password and bond details). */
export function SettingsNav({ tenant }: { tenant: boolean }) {
  return (
    <Box component="nav" aria-label="Settings" sx={{ display: 'flex', gap: 1, mb: 3, flexWrap: 'wrap' }}>
      {LINKS.filter((l) => tenant || !l.tenantsOnly).map((l) => (
        <Box
          key={l.to}
          component={NavLink}
          to={l.to}
          sx={{
            px: 2,
            py: 0.75,
            borderRadius: 5,
            border: 1,
            borderColor: 'divider',
            textDecoration: 'none',
            color: 'text.primary',
            fontWeight: 600,
            '&.active': { bgcolor: 'primary.main', color: '#fff', borderColor: 'primary.main' },
            '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
          }}
        >
          {l.label}
        </Box>
      ))}
    </Box>
  );
}
