import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Form, NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { LanguageSwitcher } from '#site/i18n/language-switcher.tsx';

/** The unread count's badge shows at most this, then "200000+" (spec 002 §9). */
export const BADGE_MAX = 200000;

const TABS = [
  { to: '/home/dashboard', label: msg('Dashboard') },
  { to: '/home/profile', label: msg('Profile'), tenantsOnly: true },
  { to: '/home/coapplicants', label: msg('Co-Applicants'), tenantsOnly: true },
  { to: '/home/claims', label: msg('Claims') },
  { to: '/home/settings/changepassword', label: msg('Settings') },
];

const tabSx = {
  px: 1.5,
  py: 1,
  borderRadius: 1,
  fontWeight: 700,
  color: 'text.secondary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main', bgcolor: 'rgba(15, 76, 129, 0.08)' },
  '&:hover': { color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
};

/** The account area's frame (every `/home/*` page): its tabs, the notifications bell with the unread count, sign-out (a POST). */
export function AccountShell({ unread, tenant, children }: { unread: number; tenant: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        component="nav"
        aria-label={t('Account')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
          pb: 1.5,
          mb: { xs: 2.5, md: 4 },
        }}
      >
        {TABS.filter((tab) => tenant || !tab.tenantsOnly).map((tab) => (
          <Box key={tab.to} component={NavLink} to={tab.to} prefetch="intent" sx={tabSx}>
            {t(tab.label)}
          </Box>
        ))}
        <Box sx={{ flex: 1 }} />
        <Box
          component={NavLink}
          to="/home/notifications"
          aria-label={t('Notifications, {unread} unread', { unread })}
          sx={{ ...tabSx, display: 'inline-flex', alignItems: 'center' }}
        >
          <Badge badgeContent={unread} max={BADGE_MAX} color="secondary">
            <NotificationsIcon />
          </Badge>
        </Box>
        <LanguageSwitcher color="primary" />
        <Form method="post" action="/logout" reloadDocument>
          <Button type="submit" variant="outlined" size="small">
            {t('Sign out')}
          </Button>
        </Form>
      </Box>
      {children}
    </Container>
  );
}

/** A page's heading (its h1) and a lead line. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: 28, md: 36 } }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
