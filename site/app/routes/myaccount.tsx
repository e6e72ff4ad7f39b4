import type { MetaFunction } from '@remix-run/react';

import { LazyRouteErrorPage } from '../layout/lazy-error-page.tsx';
import { Dashboard } from '../myaccount/dashboard.tsx';
import { pageMeta } from '../seo/page-meta.ts';

/** /myaccount, the visitor dashboard (spec 000 §2): personal, so kept out of search results. */
export const meta: MetaFunction = () =>
  pageMeta({
    title: 'My Account',
    description: 'Your shortlisted properties, scheduled visits and profile on Nivaas.',
    path: '/myaccount',
    noIndex: true,
  });

export function ErrorBoundary() {
  return <LazyRouteErrorPage />;
}

export default function MyAccountPage() {
  return <Dashboard />;
}
