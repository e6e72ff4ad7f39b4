import { CssBaseline } from '@mui/material';
import { Suspense } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Loading,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  usePermissions,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

import { dataProvider } from './api/data-provider.ts';
import { LoginPage } from './auth-pages/login-page.tsx';
import { consolePages, signedOutPages } from './console-pages.ts';
import { i18nProvider } from './i18n-provider.ts';
import { Layout } from './layout/layout.tsx';
import { type ConsoleRoute, generatedResources, resourceRoutes } from './schema-resources/resources.tsx';
import { authProvider } from './session/auth-provider.ts';
import { darkTheme, lightTheme } from './theme.ts';

/** Where react-admin keeps the viewer's preferences (sidebar, columns, theme): the browser's localStorage. */
const store = localStorageStore();

/**
 * The staff console (spec 002): one react-admin Resource per schema (a folder under resources/ replaces any of
 * its screens and adds its own pages), the dashboard and the settings.
 *
 * This is react-admin's <Admin> spelled out (AdminContext, then AdminUI's CssBaseline, CoreAdminUI and
 * Notification) with every page given: <Admin>'s default sign-in page would bring react-admin's own login form
 * and its form library (react-hook-form) into the first load for a page the console replaces with LoginPage.
 */
export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Nivaas Console"
          loginPage={LoginPage}
          layout={Layout}
          dashboard={DashboardRedirect}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={NotFoundPage}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
        >
          {(permissions) => (
            <>
              <CustomRoutes noLayout>{signedOutPages.map(routeOf)}</CustomRoutes>
              <CustomRoutes>{[...consolePages, ...resourceRoutes].map(routeOf)}</CustomRoutes>
              {generatedResources(permissions)}
            </>
          )}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

function routeOf({ path, element: Page }: ConsoleRoute) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      }
    />
  );
}

/** react-admin's "not found" page (it finds its own title; CoreAdminUI's catch-all type passes one it ignores). */
function NotFoundPage() {
  return <NotFound />;
}

function DashboardRedirect() {
  usePermissions();
  return <Navigate to="/home/dashboard" replace />;
}
