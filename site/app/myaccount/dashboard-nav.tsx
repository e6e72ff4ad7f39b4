import EventNoteIcon from '@mui/icons-material/EventNote';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

import { plainButton } from '../layout/ui.tsx';
import { tabHref, type TabId, TABS } from './tabs.ts';

const ICONS: Record<TabId, typeof FavoriteBorderIcon> = {
  shortlist: FavoriteBorderIcon,
  visits: EventNoteIcon,
  profile: PersonOutlineIcon,
};

const entrySx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  width: '100%',
  minHeight: 44,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  color: 'primary.dark',
  fontWeight: 600,
  fontSize: 15,
  lineHeight: 1.3,
  textAlign: 'left',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'primary.light' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '& svg': { fontSize: 20, flexShrink: 0 },
} as const;

/**
 * The dashboard's entries (spec 000 §2): Shortlisted Properties (the default), Scheduled Visists, Profile, and
 * Logout. The tabs are links (`?tabName=`), so the address follows and Back returns to the previous tab.
 */
export function DashboardNav({
  current,
  onNavigate,
  onLogout,
  loggingOut,
}: {
  current: TabId;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {TABS.map((tab) => {
        const Icon = ICONS[tab.id];
        return (
          <li key={tab.id}>
            <Box
              component={Link}
              to={tabHref(tab)}
              aria-current={tab.id === current ? 'page' : undefined}
              onClick={onNavigate}
              sx={entrySx}
            >
              <Icon aria-hidden="true" />
              {t(tab.label)}
            </Box>
          </li>
        );
      })}
      <Box component="li" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Box
          component="button"
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut}
          sx={{ ...plainButton, ...entrySx, '&:disabled': { opacity: 0.6, cursor: 'progress' } }}
        >
          <LogoutIcon aria-hidden="true" />
          {loggingOut ? t('Logging out...') : t('Logout')}
        </Box>
      </Box>
    </Box>
  );
}
