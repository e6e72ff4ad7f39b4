import { Suspense } from 'react';
import { Admin, CustomRoutes, Loading, usePermissions } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

import { dataProvider } from './api/data-provider.ts';
import { LoginPage } from './auth-pages/login-page.tsx';
import { consolePages, signedOutPages } from './console-pages.ts';
import { i18nProvider } from './i18n-provider.ts';
import { Layout } from './layout/layout.tsx';
import { type ConsoleRoute, generatedResources, resourceRoutes } from './schema-resources/resources.tsx';
import { authProvider } from './session/auth-provider.ts';
import { darkTheme, lightTheme } from './theme.ts';

/**
 * The staff console (spec 002): one react-admin Resource per schema (a folder under resources/ replaces any of
 * its screens and adds its own pages), the dashboard and the settings.
 */
export function App() {
  return (
    <Admin
      title="Nivaas Console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={DashboardRedirect}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {(permissions) => (
        <>
          <CustomRoutes noLayout>{signedOutPages.map(routeOf)}</CustomRoutes>
          <CustomRoutes>{[...consolePages, ...resourceRoutes].map(routeOf)}</CustomRoutes>
          {generatedResources(permissions)}
        </>
      )}
    </Admin>
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

function DashboardRedirect() {
  usePermissions();
  return <Navigate to="/home/dashboard" replace />;
}
