import { lazy, Suspense } from 'react';

const load = () => import('../pages/route-error-page.tsx').then((m) => ({ default: m.RouteErrorPage }));
const RouteErrorPage = lazy(load);
// The server imports it when the site loads, so an error page's render does not wait for a chunk file.
if (typeof document === 'undefined') load().catch(() => undefined);

/**
 * The error page, its code (MUI's Button and Typography among it) fetched only when a page fails: it is no part of a
 * working page's first download (decision 053). The server's render waits for it; a failed page hydrates once the
 * code has arrived (React keeps the server's HTML of a suspended boundary until then).
 */
export function LazyRouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
