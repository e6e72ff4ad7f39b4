import './header.css';

import { Link, useLocation, useNavigate } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import { LanguageSwitcher } from '#site/i18n/language-switcher.tsx';

import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';
import { AccountLink } from './account-link.tsx';
import { MenuLink, NavDropdown } from './header-menu.tsx';
import { useScrollSteps, useVisitorState } from './header-state.ts';
import { LocationOnIcon, MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { menuEntries } from './menu-config.ts';
import type { PublicSettings } from './site-settings.ts';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));
const CityPickerDialog = lazy(() => import('./city-picker-dialog.tsx'));

/** The home page opens the city picker by itself after this long (spec 000 §9). */
export const CITY_PICKER_DELAY_MS = 30_000;

/** `account`: the signed-in account the server recognised (its session cookie), whose My Account is its dashboard or the console. */
export function Header({ settings, account }: { settings: PublicSettings; account?: { userType: string } | null }) {
  const t = useT();
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

  const cityLabel = visitor.city ?? t('India');
  const state = `${scrolled ? ' is-scrolled' : ''}${far ? ' is-far' : ''}`;

  // Static classes (header.css): the header hydrates with the page, and styles computed then cost a phone dearly.
  return (
    <header
      className={`site-header${state}`}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div className="header-bar">
        <button
          type="button"
          className="plain-button header-menu-button"
          aria-label={t('Open menu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to="/" aria-label={t('Nivaas home')} className="header-logo">
          <Logo variant={logo ? 'light' : 'colour'} height={32} />
        </Link>
        <nav aria-label={t('Main')} className="header-nav">
          <ul>
            {entries.map((entry, i) => (
              <li key={entry.label}>
                {entry.kind === 'dropdown' ? (
                  <NavDropdown entry={entry} alignEnd={i === entries.length - 1} />
                ) : (
                  <MenuLink entry={entry} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-spacer" />
        <button
          type="button"
          className="plain-button header-city"
          onClick={openPicker}
          aria-haspopup="dialog"
          aria-label={t('City: {city}. Change city', { city: cityLabel })}
        >
          <LocationOnIcon />
          <span>{cityLabel}</span>
        </button>
        <div className="header-language">
          <LanguageSwitcher />
        </div>
        <div className="header-account">
          <AccountLink account={account} signedIn={visitor.signedIn} scrolled={scrolled} />
        </div>
      </div>
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
    </header>
  );
}
