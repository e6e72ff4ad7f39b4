import type { MetaFunction } from '@remix-run/react';

import { msg } from '#engine/runtime/i18n/translator.ts';

import { UPDATED } from '../policies/company.ts';
import { PolicyPage } from '../policies/policy-page.tsx';
import { termsIntro, termsSections } from '../policies/terms-sections.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Terms of Use'),
      description: msg(
        'The terms of the Nivaas website and rental bond: coverage, fees, renewal, transfer, cancellation, claims and your obligations.',
      ),
      path: '/terms',
    },
    matches,
  );

export default function Page() {
  return <PolicyPage title={msg('Terms of Use')} updated={UPDATED} intro={termsIntro} sections={termsSections} />;
}
