import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { Link, useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import { LanguageSwitcher } from '#site/i18n/language-switcher.tsx';

import { Logo } from '../layout/logo.tsx';
import { plainButton, SkipLink } from '../layout/ui.tsx';
import { useVisitorRegistration } from '../visitor/registration.tsx';
import { endLeadSession } from '../visitor/visitor-api.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { useLeadSession } from './lead-session.ts';
import { Loading } from './list-states.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { usePropertiesHref } from './properties-href.ts';
import { ShortlistTab } from './shortlist-tab.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { tabFromSearch, tabOf } from './tabs.ts';
import { VisitsTab } from './visits-tab.tsx';

const NavDrawer = lazy(() => import('./nav-drawer.tsx'));

/** The site's one breakpoint (spec 000 §9: 768 px): the sidebar becomes a top bar with a menu. */
const MOBILE = '@media (max-width:768px)';
const SIDEBAR_WIDTH = 200;

/**
 * The visitor dashboard /myaccount (spec 000 §2): a 200 px sidebar with the logo and the entries, the chosen tab
 * beside it. The lead is in browser storage, so the server renders a neutral shell (logo, "Loading your
 * account...") and the browser decides: the tabs for a lead, the sign-in prompt for anyone else.
 */
export function Dashboard() {
  const t = useT();
  const { session, lost, replace } = useLeadSession();
  const [params] = useSearchParams();
  const current = tabFromSearch(params);
  const propertiesHref = usePropertiesHref();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unloaded'>('unloaded');
  const [loggingOut, setLoggingOut] = useState(false);
  // Share details → phone code, for a visitor without a session; the lead it resolves to opens the tabs.
  const registration = useVisitorRegistration();
  const shareDetails = () => void registration.register().then((lead) => lead && replace(lead));

  // Logout (spec 000 §2): end the session, forget userData and localCity, go home with a full reload.
  const logout = async () => {
    setLoggingOut(true);
    await endLeadSession();
    window.location.assign('/');
  };

  const signedIn = session.state === 'signed-in';
  const logo = (height: number) => (
    <Box
      component={Link}
      to={propertiesHref}
      aria-label={t('Nivaas: search properties')}
      data-testid="dashboard-logo"
      sx={{
        display: 'inline-flex',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
      }}
    >
      <Logo variant="colour" height={height} />
    </Box>
  );
  const nav = (onNavigate?: () => void) => (
    <DashboardNav current={current} onNavigate={onNavigate} onLogout={() => void logout()} loggingOut={loggingOut} />
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: '#F7F9FC', [MOBILE]: { flexDirection: 'column' } }}>
      <SkipLink />

      <Box
        component="aside"
        data-testid="dashboard-sidebar"
        sx={{
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          px: 1.5,
          py: 2.5,
          [MOBILE]: { display: 'none' },
        }}
      >
        <Box sx={{ px: 0.5, mb: 3 }}>{logo(32)}</Box>
        {signedIn ? (
          <Box component="nav" aria-label={t('My account')}>
            {nav()}
          </Box>
        ) : null}
        <Box data-testid="dashboard-language" sx={{ mt: 2, pt: 1, px: 0.5, borderTop: 1, borderColor: 'divider' }}>
          <LanguageSwitcher color="primary" />
        </Box>
      </Box>

      <Box
        component="header"
        data-testid="dashboard-topbar"
        sx={{
          display: 'none',
          [MOBILE]: { display: 'flex' },
          alignItems: 'center',
          gap: 1,
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: 56,
          px: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {signedIn ? (
          <Box
            component="button"
            type="button"
            aria-label={t('Open menu')}
            aria-haspopup="dialog"
            aria-expanded={drawer === 'open'}
            onClick={() => setDrawer('open')}
            sx={{
              ...plainButton,
              width: 44,
              height: 44,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              color: 'primary.dark',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <MenuIcon />
          </Box>
        ) : (
          <Box sx={{ width: 8 }} />
        )}
        {logo(28)}
        <Box sx={{ ml: 'auto', flexShrink: 0 }}>
          <LanguageSwitcher color="primary" />
        </Box>
      </Box>
      {signedIn && drawer !== 'unloaded' ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawer === 'open'} onClose={() => setDrawer('closed')} logo={logo(28)}>
            {nav(() => setDrawer('closed'))}
          </NavDrawer>
        </Suspense>
      ) : null}

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none', px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 } }}
      >
        <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
          {session.state === 'checking' ? <Loading label={t('Loading your account...')} /> : null}
          {session.state === 'signed-out' ? (
            <SignInPrompt propertiesHref={propertiesHref} onShareDetails={shareDetails} />
          ) : null}
          {session.state === 'signed-in' ? (
            <>
              <Box component="p" sx={{ m: 0, mb: 0.5, color: 'text.secondary', fontSize: 14 }}>
                {session.lead.name ? t('Hello, {name}', { name: session.lead.name }) : t('My Account')}
              </Box>
              <Box component="h1" sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', fontWeight: 800, mt: 0, mb: 3 }}>
                {t(tabOf(current).label)}
              </Box>
              {current === 'shortlist' ? (
                <ShortlistTab key={session.lead.id} leadId={session.lead.id} onLost={lost} />
              ) : null}
              {current === 'visits' ? <VisitsTab key={session.lead.id} leadId={session.lead.id} onLost={lost} /> : null}
              {current === 'profile' ? <ProfileTab lead={session.lead} onSaved={replace} onLost={lost} /> : null}
            </>
          ) : null}
        </Box>
      </Box>
      {registration.element}
    </Box>
  );
}
