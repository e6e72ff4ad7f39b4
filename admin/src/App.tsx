import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, usePermissions } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { dataProvider } from './api/data-provider';
import { LoginPage } from './auth-pages/LoginPage';
import { Layout } from './layout/Layout';
import { i18nProvider } from './i18n-provider';
import { generatedResources } from './schema-resources/resources';
import { authProvider } from './session/auth-provider';
import { darkTheme, lightTheme } from './theme';

// Screens load on first visit, so the first load of /admin stays small.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const RequestsPage = lazy(() => import('./requests/RequestsPage'));
const ActivityPage = lazy(() => import('./activity/ActivityPage'));
const ProductAddressRedirect = lazy(() => import('./resources/product/ProductAddressRedirect'));
const PropertyAddressRedirect = lazy(() => import('./resources/property/PropertyAddressRedirect'));
const ClaimsPage = lazy(() => import('./resources/claim/ClaimList'));
const ForgotPasswordPage = lazy(() => import('./auth-pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth-pages/ResetPasswordPage'));

/** The staff console (document 002): generated resources plus the users, dashboard and settings screens. */
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
          <CustomRoutes noLayout>
            <Route path="/forgot-password" element={<Suspense fallback={<Loading />}><ForgotPasswordPage /></Suspense>} />
            <Route path="/reset-password" element={<Suspense fallback={<Loading />}><ResetPasswordPage /></Suspense>} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/home/dashboard" element={<DashboardPage />} />
            <Route path="/home/users" element={<UsersPage />} />
            <Route path="/home/settings/*" element={<SettingsPage />} />
            <Route path="/home/requests/*" element={<RequestsPage />} />
            <Route path="/home/activity" element={<ActivityPage />} />
            <Route path="/home/products" element={<ProductAddressRedirect />} />
            <Route path="/home/products/details/:id" element={<ProductAddressRedirect />} />
            <Route path="/home/products/:id" element={<ProductAddressRedirect />} />
            <Route path="/home/claims" element={<ClaimsPage />} />
            <Route path="/properties" element={<PropertyAddressRedirect />} />
            <Route path="/properties/details/:id" element={<PropertyAddressRedirect />} />
            <Route path="/home/properties/details/:id" element={<PropertyAddressRedirect />} />
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
