import type { MetaFunction } from '@remix-run/react';

import { msg } from '#engine/runtime/i18n/translator.ts';

import { LazyRouteErrorPage } from '../layout/lazy-error-page.tsx';
import { Dashboard } from '../myaccount/dashboard.tsx';
import { pageMeta } from '../seo/page-meta.ts';

/** /myaccount, the visitor dashboard (spec 000 §2): personal, so kept out of search results. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('My Account'),
      description: msg('Your shortlisted properties, scheduled visits and profile on Nivaas.'),
      path: '/myaccount',
      noIndex: true,
    },
    matches,
  );

export function ErrorBoundary() {
  return <LazyRouteErrorPage />;
}

export default function MyAccountPage() {
  return <Dashboard />;
}
