import { type ReactNode, Suspense } from 'react';
import { Layout as RaLayout, Loading, useAuthenticated } from 'react-admin';

import { SessionExpiry } from '../session/session-expiry.tsx';
import { AppBar } from './app-bar.tsx';
import { CoApplicantDialog } from './co-applicant-dialog.tsx';
import { Menu } from './menu.tsx';

// react-admin lets the page grow to its widest table (min-width: fit-content); here tables scroll inside the page.
const SHRINKABLE = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-content': {
    minWidth: 0,
  },
};

/** react-admin's layout with the console menu; lazily loaded screens show a spinner while they arrive. */
export function Layout({ children }: { children: ReactNode }) {
  useAuthenticated();
  return (
    <RaLayout menu={Menu} appBar={AppBar} sx={SHRINKABLE}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
      <CoApplicantDialog />
      <SessionExpiry />
    </RaLayout>
  );
}
