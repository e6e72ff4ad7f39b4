import Box from '@mui/material/Box';
import { NavLink } from '@remix-run/react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

const LINKS = [
  { to: '/home/settings/changepassword', label: msg('Change Password') },
  { to: '/home/settings/bonddetails', label: msg('Bond Details'), tenantsOnly: true },
];

/** The settings pages of spec 001 §2 (a tenant: change password and bond details). */
export function SettingsNav({ tenant }: { tenant: boolean }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('Settings')} sx={{ display: 'flex', gap: 1, mb: 3, flexWrap: 'wrap' }}>
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
          {t(l.label)}
        </Box>
      ))}
    </Box>
  );
}
