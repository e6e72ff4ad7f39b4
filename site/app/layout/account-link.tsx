import './account-link.css';

import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '#forms/i18n.tsx';

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
  const t = useT();
  const className = scrolled ? 'account-link is-scrolled' : 'account-link';
  if (account) {
    return isTenantType(account.userType) ? (
      <Link to={DASHBOARD_PATH} onClick={onNavigate} className={className}>
        {t('My Account')}
      </Link>
    ) : (
      <a href="/admin/" onClick={onNavigate} className={className}>
        {t('My Account')}
      </a>
    );
  }
  if (signedIn) {
    return (
      <Link to="/myaccount" onClick={onNavigate} className={className}>
        {t('My Account')}
      </Link>
    );
  }
  return (
    <Link to="/login" onClick={onNavigate} className={className}>
      {t('Register/Login')}
    </Link>
  );
}
