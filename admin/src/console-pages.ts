import { lazy } from 'react';

import type { ConsoleRoute } from './schema-resources/resources.tsx';

// Each page loads on its first visit, so the first load of /admin stays small.

/** The console's pages that belong to no one resource: the dashboard and the settings (spec 002 §2), in the layout. */
export const consolePages: ConsoleRoute[] = [
  { path: '/home/dashboard', element: lazy(() => import('./dashboard/dashboard-page.tsx')) },
  { path: '/home/settings/*', element: lazy(() => import('./settings/settings-page.tsx')) },
];

/** Signed-out pages, outside the layout: the password reset's two steps. */
export const signedOutPages: ConsoleRoute[] = [
  { path: '/forgot-password', element: lazy(() => import('./auth-pages/forgot-password-page.tsx')) },
  { path: '/reset-password', element: lazy(() => import('./auth-pages/reset-password-page.tsx')) },
];
