import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { Link, NavLink, useLocation, useNavigate } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';

import { readText, STORAGE_KEYS, storedLead, write } from '../visitor/storage.ts';
import { AccountLink } from './account-link.tsx';
import { Logo } from './logo.tsx';
import { menuEntries, type MenuEntry, type MenuGroup } from './menu-config.ts';
import type { PublicSettings } from './site-settings.ts';
import { NewWindowHint, plainButton } from './ui.tsx';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));
const CityPickerDialog = lazy(() => import('./city-picker-dialog.tsx'));

/** The home page opens the city picker by itself after this long (spec 000 §9). */
export const CITY_PICKER_DELAY_MS = 30_000;
const MOBILE = '@media (max-width:768px)';
const DESKTOP = '@media (min-width:769px)';

/** How far the page is scrolled, in the three steps the header reacts to (spec 000 §2 Header). */
function useScrollSteps() {
  const [steps, setSteps] = useState({ scrolled: false, logo: false, far: false });
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      setSteps((s) =>
        s.scrolled === y > 0 && s.logo === y > 10 && s.far === y > 3000
          ? s
          : { scrolled: y > 0, logo: y > 10, far: y > 3000 },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // The first reading waits until the frame after hydration has been painted: reading scrollY while the
    // hydrated DOM is still unlaid would force a layout of the whole page in the middle of hydration.
    let first = 0;
    const firstFrame = requestAnimationFrame(() => (first = window.setTimeout(read)));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(firstFrame);
      window.clearTimeout(first);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return steps;
}

/** Stored visitor state shown in the header; read after hydration (the server never knows it) and on every navigation. */
function useVisitorState() {
  const location = useLocation();
  const [state, setState] = useState<{ signedIn: boolean; city?: string }>({ signedIn: false });
  const refresh = useCallback(
    () => setState({ signedIn: Boolean(storedLead()), city: readText(STORAGE_KEYS.selectedCity) || undefined }),
    [],
  );
  useEffect(refresh, [refresh, location.key]);
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [refresh]);
  return { ...state, refresh };
}

/** `account`: the signed-in account the server recognised (its session cookie), whose My Account is its dashboard or the console. */
export function Header({ settings, account }: { settings: PublicSettings; account?: { userType: string } | null }) {
  const { scrolled, logo, far } = useScrollSteps();
  const visitor = useVisitorState();
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === '/' || location.pathname === '/home';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const entries = menuEntries(settings);
  // Marks the page as interactive (tests and tools wait for it before clicking).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const openPicker = () => {
    setPickerLoaded(true);
    setPickerOpen(true);
  };

  // The home page offers the city picker after 30 s to a visitor who has not chosen a city yet.
  useEffect(() => {
    if (!isHome || readText(STORAGE_KEYS.selectedCity)) return;
    const timer = window.setTimeout(openPicker, CITY_PICKER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isHome]);

  const chooseCity = (city: string) => {
    write(STORAGE_KEYS.selectedCity, city);
    setPickerOpen(false);
    visitor.refresh();
    navigate(`/properties?city=${encodeURIComponent(city)}`);
  };

  const fg = scrolled ? '#FFFFFF' : '#0A3559';
  const linkColour = scrolled ? (far ? '#FFD2B3' : '#FFFFFF') : '#0A3559';
  const cityLabel = visitor.city ?? 'India';

  return (
    <Box
      component="header"
      data-scrolled={scrolled ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: scrolled ? 'primary.main' : '#FFFFFF',
        color: fg,
        boxShadow: scrolled ? '0 2px 12px rgba(10,53,89,.25)' : '0 1px 0 #E3E8EF',
        transition: 'background-color .25s ease, color .25s ease, box-shadow .25s ease',
      }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 1.5, md: 2, lg: 3 },
          height: { xs: 60, md: 68 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 1, lg: 2 },
        }}
      >
        <Box
          component="button"
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ [DESKTOP]: { display: 'none' }, ...iconButton, color: fg }}
        >
          <MenuIcon />
        </Box>
        <Box
          component={Link}
          to="/"
          aria-label="Nivaas home"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            width: { md: 32, lg: 'auto' },
            ...focusRing(fg),
          }}
        >
          <Logo variant={logo ? 'light' : 'colour'} height={32} />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ flex: 1, [MOBILE]: { display: 'none' } }}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: { md: 0, lg: 0.5 },
            }}
          >
            {entries.map((entry, i) => (
              <li key={entry.label}>
                {entry.kind === 'dropdown' ? (
                  <NavDropdown
                    entry={entry}
                    colour={linkColour}
                    scrolled={scrolled}
                    alignEnd={i === entries.length - 1}
                  />
                ) : (
                  <MenuLink entry={entry} colour={linkColour} />
                )}
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: 1, [DESKTOP]: { display: 'none' } }} />
        <Box
          component="button"
          type="button"
          onClick={openPicker}
          aria-haspopup="dialog"
          aria-label={`City: ${cityLabel}. Change city`}
          sx={{
            ...plainButton,
            color: fg,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.75,
            borderRadius: '999px',
            border: '1px solid',
            borderColor: scrolled ? 'rgba(255,255,255,.6)' : '#C9D5E3',
            fontWeight: 700,
            fontSize: 14,
            ...focusRing(fg),
          }}
        >
          <LocationOnIcon sx={{ fontSize: 18 }} />
          <span>{cityLabel}</span>
        </Box>
        <Box sx={{ [MOBILE]: { display: 'none' } }}>
          <AccountLink account={account} signedIn={visitor.signedIn} scrolled={scrolled} />
        </Box>
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            entries={entries}
            account={
              <AccountLink
                account={account}
                signedIn={visitor.signedIn}
                scrolled={false}
                onNavigate={() => setDrawerOpen(false)}
              />
            }
          />
        </Suspense>
      )}
      {pickerLoaded && (
        <Suspense fallback={null}>
          <CityPickerDialog
            open={pickerOpen}
            current={visitor.city}
            onClose={() => setPickerOpen(false)}
            onChoose={chooseCity}
          />
        </Suspense>
      )}
    </Box>
  );
}

const iconButton = {
  ...plainButton,
  width: 44,
  height: 44,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: '50%',
  '&:focus-visible': { outline: '3px solid #F5A46C', outlineOffset: 1 },
} as const;
const focusRing = (colour: string) => ({
  '&:focus-visible': { outline: `3px solid ${colour === '#FFFFFF' ? '#FFD2B3' : '#0F4C81'}`, outlineOffset: 2 },
});

function linkSx(colour: string) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.25,
    px: { md: 0.75, lg: 1.5 },
    py: 1,
    borderRadius: 1,
    color: colour,
    fontWeight: 600,
    fontSize: { md: 14, lg: 15 },
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
    '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: 6, textDecorationThickness: 2 },
    ...focusRing(colour === '#0A3559' ? '#0A3559' : '#FFFFFF'),
  };
}

function MenuLink({ entry, colour }: { entry: Exclude<MenuEntry, { kind: 'dropdown' }>; colour: string }) {
  if (entry.kind === 'external') {
    return (
      <Box component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={linkSx(colour)}>
        {entry.label}
        <NewWindowHint />
      </Box>
    );
  }
  return (
    <Box component={NavLink} to={entry.to} prefetch="intent" sx={linkSx(colour)}>
      {entry.label}
    </Box>
  );
}

/** A menu entry with grouped sub-links: a disclosure button and a panel (Escape, a click outside or leaving it closes it). */
function NavDropdown({
  entry,
  colour,
  scrolled,
  alignEnd,
}: {
  entry: Extract<MenuEntry, { kind: 'dropdown' }>;
  colour: string;
  scrolled: boolean;
  alignEnd: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <Box
      ref={root}
      sx={{ position: 'relative' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (root.current?.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        sx={{ ...plainButton, ...linkSx(colour) }}
      >
        {entry.label}
        <ExpandMoreIcon
          sx={{ fontSize: 20, transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </Box>
      <Box
        id={id}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 8px)',
          left: { md: alignEnd ? 'auto' : 0, lg: '50%' },
          right: { md: alignEnd ? 0 : 'auto', lg: 'auto' },
          transform: { md: 'none', lg: 'translateX(-50%)' },
          minWidth: 420,
          bgcolor: '#FFFFFF',
          color: 'text.primary',
          borderRadius: '8px',
          boxShadow: scrolled ? '0 12px 32px rgba(0,0,0,.3)' : '0 12px 32px rgba(10,53,89,.18)',
          border: '1px solid #E3E8EF',
          p: 2.5,
          gap: 3,
          display: open ? 'grid' : 'none',
          gridTemplateColumns: `repeat(${entry.groups.length}, 1fr)`,
        }}
      >
        {entry.groups.map((group) => (
          <DropdownGroup key={group.heading} group={group} onPick={() => setOpen(false)} />
        ))}
      </Box>
    </Box>
  );
}

function DropdownGroup({ group, onPick }: { group: MenuGroup; onPick: () => void }) {
  return (
    <div>
      <Box
        component="p"
        sx={{
          m: 0,
          mb: 1,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: '.08em',
          textTransform: 'uppercase',
          color: 'text.secondary',
        }}
      >
        {group.heading}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map((link) => (
          <li key={link.label} onClick={onPick}>
            <MenuLink entry={link} colour="#0A3559" />
          </li>
        ))}
      </Box>
    </div>
  );
}
