import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';

import { sectionItems } from '../data/api.server.ts';
import { useSiteSettings } from '../layout/site-settings.ts';
import { useLeadPopup } from '../marketing/lead-popup-host.tsx';
import { loadMarketing } from '../marketing/load.server.ts';
import { MarketingSections } from '../marketing/marketing-sections.tsx';
import { ScrollSlides } from '../marketing/scroll-slides.tsx';
import { useSectionScroll } from '../marketing/use-section-scroll.ts';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('For Tenants: Rent Without a Security Deposit'),
      description: msg(
        'Why lock months of rent in a deposit? A Nivaas rental bond replaces the cash security deposit for co-living rooms and PGs in nine Indian cities.',
      ),
      path: '/tenants',
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const [slides, content] = await Promise.all([sectionItems(context, 'tenantSlide', 4), loadMarketing(context)]);
  return {
    slides: slides.map(({ id, title, description, linkLabel }) => ({ id: id ?? title, title, description, linkLabel })),
    content,
  };
}

export default function Tenants() {
  const { slides, content } = useLoaderData<typeof loader>();
  const settings = useSiteSettings();
  const lead = useLeadPopup();
  useSectionScroll();
  return (
    <>
      <ScrollSlides slides={slides} aboutUrl={settings.aboutUrl} onExperience={lead.show} />
      <MarketingSections content={content} />
      {lead.element}
    </>
  );
}
