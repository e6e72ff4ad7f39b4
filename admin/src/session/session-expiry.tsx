import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

import { onApiError } from '../api/api-events.ts';

/**
 * The console's global 401 (spec 002 §8) for every screen, the hand-made ones included: a call still refused
 * after the session's one renewal sends the user to the login page, which brings them back here once signed in.
 * react-admin's own path (authProvider.checkError, then logout with the current address kept) does the work, so a
 * session that renews meanwhile keeps the user where they are.
 */
export function SessionExpiry() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () =>
      onApiError(
        (failure) =>
          void (failure.status === 401 && logoutIfAccessDenied({ status: 401, message: failure.body.message })),
      ),
    [logoutIfAccessDenied],
  );
  return null;
}
