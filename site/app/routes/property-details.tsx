import BathtubIcon from '@mui/icons-material/Bathtub';
import BedIcon from '@mui/icons-material/Bed';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react';
import { data, json, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { useEffect } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { orNothing } from '../data/api.server.ts';
import { LazyRouteErrorPage } from '../layout/lazy-error-page.tsx';
import { lazyPart } from '../layout/lazy-part.tsx';
import { bondOfferFor } from '../properties/bond-offer.server.ts';
import { DetailsBreadcrumb } from '../properties/details-breadcrumb.tsx';
import { Badge, BADGES_SX, Fact, FACTS_SX } from '../properties/details-parts.tsx';
import { DetailsSkeleton } from '../properties/details-skeleton.tsx';
import {
  detailsPath,
  fullAddress,
  genderLabel,
  imagesOf,
  offerRent,
  perMonth,
  placeLine,
} from '../properties/format.ts';
import { Gallery } from '../properties/gallery.tsx';
import { RENT_SX, RentBox } from '../properties/rent-box.tsx';
import { DEFAULT_CATEGORY, KOTA, ROOM_TYPES, searchHref } from '../properties/search-state.ts';
import { ServerText } from '../properties/server-text.tsx';
import { srOnly } from '../properties/styles.ts';
import { PERSONAL_PAGE_CACHE, publicOrPersonalHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { DetailsHeart } from '../shortlist/details-heart.tsx';
import { ShortlistScope } from '../shortlist/shortlist-scope.tsx';
import { ProfileButton } from '../visitor/profile-button.tsx';
import { RegistrationProvider } from '../visitor/registration.tsx';
import { STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024); a signed-in tenant's copy is theirs only. */
export const headers = publicOrPersonalHeaders;

/**
 * Below the first screen on a phone, their code is not in the page's first download (decision 053): the side
 * column (lead form, Schedule Visit, the bond card and their dialogs) loads and goes live as it nears the
 * viewport; the text below the facts has no handlers and stays the server's HTML.
 */
const LazyDetailsAside = lazyPart(() => import('../properties/details-aside.tsx').then((m) => m.DetailsAside));
const LazyDetailsMore = lazyPart(() => import('../properties/details-more.tsx').then((m) => m.DetailsMore), 'never');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const property = UUID.test(id) ? await orNothing(context.data.property(id)) : undefined;
  if (!property) throw data(null, { status: 404 });
  const isKota = (property.propertyAddress?.city ?? property.city) === KOTA;
  let buyBondUrl: string | undefined;
  if (isKota) {
    const url = new URL(context.settings.signupUrl);
    const pageUrl = new URL(new URL(request.url).pathname, context.settings.publicUrl || request.url).toString();
    url.searchParams.set('referrer', pageUrl);
    url.searchParams.set('signupCity', KOTA);
    url.searchParams.set('propertyId', property.id);
    buyBondUrl = url.toString();
  }
  // A signed-in tenant's own part (their request or bond here): the page is then theirs only.
  const bondOffer = await bondOfferFor(context, property.id);
  // The page's description is written here, on the server: meta runs again in the browser as the page hydrates,
  // and formatting the rent there would build the page's first Intl.NumberFormat inside that task.
  const offer = offerRent(property);
  const description = `${property.propertyType} in ${placeLine(property)} for ${perMonth(offer ?? property.expectedRent)}, ${genderLabel(property.genderPreference).toLowerCase()}. Move in with zero deposit with a Nivaas rental bond.`;
  return json(
    { property, description, buyBondUrl, bondOffer: bondOffer ?? null },
    bondOffer ? { headers: { 'Cache-Control': PERSONAL_PAGE_CACHE } } : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const p = loaded?.property;
  if (!p)
    return pageMeta(
      {
        title: msg('Property not found'),
        description: msg('This property is not listed on Nivaas.'),
        path: '/properties',
        noIndex: true,
      },
      matches,
    );
  return pageMeta(
    {
      title: `${p.name}, ${placeLine(p)}`,
      description: loaded.description,
      path: detailsPath(p.id),
      image: imagesOf(p)[0],
    },
    matches,
  );
};

/** The error page's code is fetched only when the page fails (decision 053). */
export function ErrorBoundary() {
  return <LazyRouteErrorPage />;
}

/** The page; one registration flow and one shortlist for its heart, profile icon and Schedule Visit widget. */
export default function PropertyDetailsPage() {
  return (
    <RegistrationProvider>
      <ShortlistScope>
        <PropertyDetails />
      </ShortlistScope>
    </RegistrationProvider>
  );
}

function PropertyDetails() {
  const t = useT();
  const { property: p, buyBondUrl, bondOffer } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useEffect(() => write(STORAGE_KEYS.propertyId, p.id), [p.id]);

  const target = navigation.state === 'loading' ? navigation.location.pathname : undefined;
  if (target && /\/properties\/details\//.test(target) && !target.endsWith(p.id)) return <DetailsSkeleton />;

  const offer = offerRent(p);
  const address = fullAddress(p);
  const roomType = ROOM_TYPES.find((r) => r === p.propertyType);
  const typeHref = roomType
    ? searchHref({ category: DEFAULT_CATEGORY, roomType, types: [], city: p.propertyAddress?.city })
    : undefined;
  const age =
    typeof p.propertyAge === 'number'
      ? p.propertyAge === 1
        ? t('{count} year', { count: p.propertyAge })
        : t('{count} years', { count: p.propertyAge })
      : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 } }}
      >
        <DetailsBreadcrumb name={p.name} propertyType={p.propertyType} typeHref={typeHref} />
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <DetailsHeart propertyId={p.id} name={p.name} />
          <ProfileButton />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          columnGap: 4,
          rowGap: { xs: 3, md: 0 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          gridTemplateAreas: { xs: '"top" "more" "side"', md: '"top side" "more side"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'top' }}>
          <Gallery
            images={imagesOf(p)}
            name={p.name}
            overlay={
              offer !== undefined ? (
                <Box
                  data-testid="special-offer"
                  sx={{
                    position: 'absolute',
                    top: 30,
                    left: -50,
                    width: 200,
                    textAlign: 'center',
                    transform: 'rotate(-45deg)',
                    bgcolor: 'secondary.main',
                    color: '#fff',
                    fontWeight: 800,
                    fontSize: 13,
                    letterSpacing: 0.5,
                    py: 0.5,
                    boxShadow: 2,
                    textTransform: 'uppercase',
                  }}
                >
                  {t('Special offer')}
                </Box>
              ) : null
            }
          />

          <Box sx={BADGES_SX}>
            <Badge>{t(p.propertyType)}</Badge>
            <Badge>{t(genderLabel(p.genderPreference))}</Badge>
            {p.eqaroId ? <Badge>{p.eqaroId}</Badge> : null}
          </Box>
          <Box
            component="h1"
            sx={{ fontSize: 'clamp(1.6rem, 4vw, 2.4rem)', fontWeight: 800, lineHeight: 1.2, mt: 1.5, mb: 1 }}
          >
            {p.name}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
            <PlaceIcon aria-hidden="true" fontSize="small" sx={{ mt: '2px' }} />
            <Box component="address" data-testid="full-address" sx={{ fontStyle: 'normal' }}>
              {address}
            </Box>
          </Box>
          <Button
            component="a"
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            startIcon={<PlaceIcon aria-hidden="true" />}
            sx={{ mt: 1.5 }}
          >
            {t('See on map')}
            <Box component="span" sx={srOnly}>
              {' '}
              {t('(opens in a new window)')}
            </Box>
          </Button>

          <Box sx={RENT_SX}>
            <ServerText
              key={p.id}
              as="div"
              className="rent-text"
              render={() => <RentBox expected={p.expectedRent} offer={offer} />}
            />
          </Box>

          <Box component="ul" aria-label={t('Property facts')} sx={FACTS_SX}>
            <Fact Icon={BedIcon} label={t('Bedrooms')} value={p.No_of_Bedrooms} />
            <Fact Icon={BathtubIcon} label={t('Bathrooms')} value={p.noOfBathrooms} />
            <Fact Icon={CalendarMonthIcon} label={t('Property age')} value={age} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'more' }}>
          <LazyDetailsMore
            servantRoom={p.servantRoom}
            studyRoom={p.studyRoom}
            amenities={p.amenities}
            description={p.description}
          />
        </Box>

        <Box sx={{ gridArea: 'side', alignSelf: 'start', minWidth: 0 }}>
          <LazyDetailsAside
            property={{ id: p.id, name: p.name, landlordId: p.landlordId, propertyType: p.propertyType }}
            buyBondUrl={buyBondUrl}
            bondOffer={bondOffer}
          />
        </Box>
      </Box>
    </Container>
  );
}
