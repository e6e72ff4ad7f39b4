import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { city } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

import { sectionItems } from '../data/api.server.ts';
import { BannerCarousel } from '../marketing/banner-carousel.tsx';
import { useLeadPopup } from '../marketing/lead-popup-host.tsx';
import { loadMarketing } from '../marketing/load.server.ts';
import { MarketingSections } from '../marketing/marketing-sections.tsx';
import { SearchCard } from '../marketing/search-card.tsx';
import { useSectionScroll } from '../marketing/use-section-scroll.ts';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta(
    {
      title: msg('Nivaas: Zero Deposit Rentals with a Rental Bond'),
      description: msg(
        'Rent co-living rooms and PGs in Noida, Gurugram, Delhi, Mumbai, Bengaluru, Pune, Hyderabad, Ghaziabad and Kota without a security deposit. A Nivaas rental bond guarantees your landlord.',
      ),
      path: location.pathname === '/home' ? '/home' : '/',
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const [banner, content] = await Promise.all([sectionItems(context, 'banner', 6), loadMarketing(context)]);
  return {
    banner: banner.map(({ id, title, description, image, linkLabel }) => ({
      id: id ?? title,
      title,
      description,
      image,
      linkLabel,
    })),
    content,
    search: { cities: city, comingSoon: messages.properties.comingSoon },
  };
}

export default function Home() {
  const { banner, content, search } = useLoaderData<typeof loader>();
  const lead = useLeadPopup();
  useSectionScroll();
  return (
    <>
      <BannerCarousel slides={banner} onExperience={lead.show} aside={<SearchCard {...search} />} />
      <MarketingSections content={content} />
      {lead.element}
    </>
  );
}
