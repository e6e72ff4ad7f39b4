import { Outlet } from '@remix-run/react';

export default function SiteLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
