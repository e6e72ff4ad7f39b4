import type { MetaFunction } from '@remix-run/react';

import { msg } from '#engine/runtime/i18n/translator.ts';

import { cancellationIntro, cancellationSections } from '../policies/cancellation-sections.tsx';
import { UPDATED } from '../policies/company.ts';
import { PolicyPage } from '../policies/policy-page.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Cancellation Policy'),
      description: msg(
        "Cancel a Nivaas rental bond within 72 hours of check-in and get a full refund to your wallet within 5 days, with your landlord's approval.",
      ),
      path: '/cancellationpolicy',
    },
    matches,
  );

export default function Page() {
  return (
    <PolicyPage
      title={msg('Cancellation Policy')}
      updated={UPDATED}
      intro={cancellationIntro}
      sections={cancellationSections}
    />
  );
}
