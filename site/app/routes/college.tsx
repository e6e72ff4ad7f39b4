import Box from '@mui/material/Box';
import { Await, type MetaFunction, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import { Suspense } from 'react';

import { fillTemplate, msg } from '#engine/runtime/i18n/translator.ts';

import { prepareBookingPopup, useBookingPopup } from '../booking/use-booking-popup.tsx';
import { CollegeBannerCarousel } from '../college/banner-carousel.tsx';
import { CollegeFooter } from '../college/college-footer.tsx';
import { collegeName } from '../college/college-name.ts';
import { CollegeTopBar } from '../college/college-top-bar.tsx';
import { collegeBanners, collegeProperties } from '../college/load.server.ts';
import { PropertyList } from '../college/property-list.tsx';
import type { CollegeProperty } from '../college/types.ts';
import { SkipLink } from '../layout/ui.tsx';
import { useUtmSource } from '../layout/utm-source.ts';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

/**
 * The college page (spec 000 §2): its banners and, deferred, the properties that partner with the college. The
 * server's HTML holds the whole list (the page is rendered once everything is ready); in the browser, a
 * list still on its way shows "Loading properties...".
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.college ?? '';
  const properties = collegeProperties(context, slug);
  return {
    slug,
    college: collegeName(slug),
    banners: await collegeBanners(context),
    properties,
    year: new Date().getFullYear(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, params, matches }) => {
  const college = data?.college ?? collegeName(params.college ?? '');
  return pageMeta(
    {
      title: fillTemplate(msg('Verified Properties Near {college}'), { college }),
      description: fillTemplate(
        msg(
          'Verified PGs and co-living rooms near {college}, without a security deposit. Book a visit or hold a bed with a 100% refundable token on Nivaas.',
        ),
        { college },
      ),
      path: `/college-dekho/${params.college ?? ''}`,
    },
    matches,
  );
};

export default function CollegePage() {
  const { slug, college, banners, properties, year } = useLoaderData<typeof loader>();
  const booking = useBookingPopup();
  useUtmSource();
  const list = (items: CollegeProperty[], loading = false) => (
    <PropertyList
      college={college}
      properties={items}
      loading={loading}
      onBook={booking.open}
      onPrepareBooking={prepareBookingPopup}
    />
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <CollegeTopBar />
      <Box component="main" id="main" tabIndex={-1} data-college={slug} sx={{ flex: 1, outline: 'none' }}>
        <CollegeBannerCarousel slides={banners} />
        {/* A new boundary per college: another college's list shows the loading state, not the last list. */}
        <Suspense key={slug} fallback={list([], true)}>
          <Await resolve={properties} errorElement={list([])}>
            {(items) => list(items as unknown as CollegeProperty[])}
          </Await>
        </Suspense>
      </Box>
      <CollegeFooter year={year} />
      {booking.element}
    </Box>
  );
}
