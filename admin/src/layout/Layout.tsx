import { Suspense, type ReactNode } from 'react';
import { Layout as RaLayout, Loading, useAuthenticated } from 'react-admin';
import { CoApplicantDialog } from './CoApplicantDialog';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** react-admin's layout with the console menu; lazily loaded screens show a spinner while they arrive. */
export function Layout({ children }: { children: ReactNode }) {
  useAuthenticated();
  return (
    <RaLayout menu={Menu} appBar={AppBar}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
      <CoApplicantDialog />
    </RaLayout>
  );
}
