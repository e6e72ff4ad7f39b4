import { lazy } from 'react';
import { Admin, CustomRoutes, usePermissions } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { dataProvider } from './api/data-provider';
import { ForgotPasswordPage } from './auth-pages/ForgotPasswordPage';
import { LoginPage } from './auth-pages/LoginPage';
import { ResetPasswordPage } from './auth-pages/ResetPasswordPage';
import { Layout } from './layout/Layout';
import { generatedResources } from './schema-resources/resources';
import { authProvider } from './session/auth-provider';
import { darkTheme, lightTheme } from './theme';

// Screens load on first visit, so the first load of /admin stays small.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));

/** The staff console (document 002): generated resources plus the users, dashboard and settings screens. */
export function App() {
  return (
    <Admin
      title="Nivaas Console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={DashboardRedirect}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {(permissions) => (
        <>
          <CustomRoutes noLayout>
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/home/dashboard" element={<DashboardPage />} />
            <Route path="/home/users" element={<UsersPage />} />
            <Route path="/home/settings/*" element={<SettingsPage />} />
          </CustomRoutes>
          {generatedResources(permissions)}
        </>
      )}
    </Admin>
  );
}

function DashboardRedirect() {
  usePermissions();
  return <Navigate to="/home/dashboard" replace />;
}
