import { lazy } from 'react';
import type { ConsoleRoute } from './schema-resources/resources';

// Each page loads on its first visit, so the first load of /admin stays small.

/** The console's pages that belong to no one resource: the dashboard and the settings (002 §2), in the layout. */
export const consolePages: ConsoleRoute[] = [
  { path: '/home/dashboard', element: lazy(() => import('./dashboard/DashboardPage')) },
  { path: '/home/settings/*', element: lazy(() => import('./settings/SettingsPage')) },
];

/** Signed-out pages, outside the layout: the password reset's two steps. */
export const signedOutPages: ConsoleRoute[] = [
  { path: '/forgot-password', element: lazy(() => import('./auth-pages/ForgotPasswordPage')) },
  { path: '/reset-password', element: lazy(() => import('./auth-pages/ResetPasswordPage')) },
];
