import type { MetaFunction } from '@remix-run/react';

import { msg } from '#engine/runtime/i18n/translator.ts';

import { UPDATED } from '../policies/company.ts';
import { PolicyPage } from '../policies/policy-page.tsx';
import { privacyIntro, privacySections } from '../policies/privacy-sections.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Privacy Policy'),
      description: msg(
        'How Nivaas collects, uses, shares and protects the personal data of tenants, landlords, partners and visitors, and how to reach our Grievance Officer.',
      ),
      path: '/privacy',
    },
    matches,
  );

export default function Page() {
  return <PolicyPage title={msg('Privacy Policy')} updated={UPDATED} intro={privacyIntro} sections={privacySections} />;
}
