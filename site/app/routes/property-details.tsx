import BathtubIcon from '@mui/icons-material/Bathtub';
import BedIcon from '@mui/icons-material/Bed';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HubIcon from '@mui/icons-material/Hub';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PlaceIcon from '@mui/icons-material/Place';
import SavingsIcon from '@mui/icons-material/Savings';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react';
import { data, json, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import { useEffect } from 'react';

import { rupees } from '#domain/format/money.ts';

import { orNothing } from '../data/api.server.ts';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { AmenityIcon } from '../properties/amenity-icon.tsx';
import { bondOfferFor } from '../properties/bond-offer.server.ts';
import { DetailsAside } from '../properties/details-aside.tsx';
import { Badge, Fact, Section } from '../properties/details-parts.tsx';
import { DetailsSkeleton } from '../properties/details-skeleton.tsx';
import {
  amenityIconName,
  detailsPath,
  fullAddress,
  genderLabel,
  imagesOf,
  offerRent,
  perMonth,
  placeLine,
  shownAmenities,
} from '../properties/format.ts';
import { Gallery } from '../properties/gallery.tsx';
import { DEFAULT_CATEGORY, KOTA, ROOM_TYPES, searchHref } from '../properties/search-state.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const HIGHLIGHTS = [
  {
    title: 'Nivaas bonds',
    text: 'Move in with a rental bond instead of a large cash security deposit.',
    Icon: VerifiedIcon,
  },
  {
    title: 'Wide network of partner properties',
    text: 'Verified co-living, PG and rental homes across India.',
    Icon: HubIcon,
  },
  {
    title: 'Affordable',
    text: 'Keep your savings: pay a small bond fee, not months of rent upfront.',
    Icon: SavingsIcon,
  },
];

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
  return json(
    { property, buyBondUrl, bondOffer: bondOffer ?? null },
    bondOffer ? { headers: { 'Cache-Control': PERSONAL_PAGE_CACHE } } : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const p = loaded?.property;
  if (!p)
    return pageMeta({
      title: 'Property not found',
      description: 'This property is not listed on Nivaas.',
      path: '/properties',
      noIndex: true,
    });
  const offer = offerRent(p);
  return pageMeta({
    title: `${p.name}, ${placeLine(p)}`,
    description: `${p.propertyType} in ${placeLine(p)} for ${perMonth(offer ?? p.expectedRent)}, ${genderLabel(p.genderPreference).toLowerCase()}. Move in with zero deposit with a Nivaas rental bond.`,
    path: detailsPath(p.id),
    image: imagesOf(p)[0],
  });
};

export function ErrorBoundary() {
  return <RouteErrorPage />;
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
  const { property: p, buyBondUrl, bondOffer } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useEffect(() => write(STORAGE_KEYS.propertyId, p.id), [p.id]);

  const target = navigation.state === 'loading' ? navigation.location.pathname : undefined;
  if (target && /\/properties\/details\//.test(target) && !target.endsWith(p.id)) return <DetailsSkeleton />;

  const offer = offerRent(p);
  const amenities = shownAmenities(p.amenities);
  const address = fullAddress(p);
  const roomType = ROOM_TYPES.find((r) => r === p.propertyType);
  const typeHref = roomType
    ? searchHref({ category: DEFAULT_CATEGORY, roomType, types: [], city: p.propertyAddress?.city })
    : undefined;
  const rooms = [
    p.servantRoom ? { label: 'Servant Room', Icon: MeetingRoomIcon } : null,
    p.studyRoom ? { label: 'Study Room', Icon: LocalLibraryIcon } : null,
  ].filter((r): r is { label: string; Icon: typeof MeetingRoomIcon } => r !== null);
  const age =
    typeof p.propertyAge === 'number' ? `${p.propertyAge} ${p.propertyAge === 1 ? 'year' : 'years'}` : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 } }}
      >
        <Box component="nav" aria-label="Breadcrumb" sx={{ fontSize: 14, minWidth: 0 }}>
          <Box
            component="ol"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              listStyle: 'none',
              p: 0,
              m: 0,
              '& li + li::before': { content: '"/"', mr: 0.75, color: 'text.secondary' },
            }}
          >
            <li>
              <Box component={Link} to="/properties" sx={{ color: 'primary.main', fontWeight: 600 }}>
                Properties
              </Box>
            </li>
            <li>
              {typeHref ? (
                <Box component={Link} to={typeHref} sx={{ color: 'primary.main', fontWeight: 600 }}>
                  {p.propertyType}
                </Box>
              ) : (
                p.propertyType
              )}
            </li>
            <Box component="li" aria-current="page" sx={{ color: 'text.secondary' }}>
              {p.name}
            </Box>
          </Box>
        </Box>
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
                  Special offer
                </Box>
              ) : null
            }
          />

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
            <Badge>{p.propertyType}</Badge>
            <Badge>{genderLabel(p.genderPreference)}</Badge>
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
            See on map
            <Box component="span" sx={srOnly}>
              {' '}
              (opens in a new window)
            </Box>
          </Button>

          <Box
            sx={{
              mt: 3,
              p: 2,
              borderRadius: 2,
              bgcolor: 'primary.light',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              gap: { xs: 1, md: 2 },
            }}
          >
            <div>
              <Box component="span" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
                Monthly rent
              </Box>
              <Box
                component="span"
                data-testid="monthly-rent"
                sx={{
                  fontSize: offer !== undefined ? '1.15rem' : '1.6rem',
                  fontWeight: 800,
                  color: offer !== undefined ? 'text.secondary' : 'primary.main',
                  textDecoration: offer !== undefined ? 'line-through' : 'none',
                }}
              >
                {perMonth(p.expectedRent)}
              </Box>
            </div>
            {offer !== undefined ? (
              <Box
                component="span"
                data-testid="offer-rent"
                sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'secondary.main' }}
              >
                {rupees(offer)} NOW
              </Box>
            ) : null}
          </Box>

          <Box
            component="ul"
            aria-label="Property facts"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gap: { xs: 1, md: 2 },
              listStyle: 'none',
              p: 0,
              mt: 3,
              mb: 0,
            }}
          >
            <Fact Icon={BedIcon} label="Bedrooms" value={p.No_of_Bedrooms} />
            <Fact Icon={BathtubIcon} label="Bathrooms" value={p.noOfBathrooms} />
            <Fact Icon={CalendarMonthIcon} label="Property age" value={age} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'more' }}>
          <Section title="Highlights">
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {HIGHLIGHTS.map(({ title, text, Icon }) => (
                <Box
                  component="li"
                  key={title}
                  sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}
                >
                  <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />
                  <Box component="h3" sx={{ fontSize: '1rem', fontWeight: 700, my: 0.5 }}>
                    {title}
                  </Box>
                  <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary' }}>
                    {text}
                  </Box>
                </Box>
              ))}
            </Box>
          </Section>

          {rooms.length ? (
            <Section title="Extra rooms">
              <Box component="ul" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
                {rooms.map(({ label, Icon }) => (
                  <Box
                    component="li"
                    key={label}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      border: '1px solid',
                      borderColor: 'divider',
                      borderRadius: 99,
                      px: 2,
                      py: 0.75,
                    }}
                  >
                    <Icon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
                    {label}
                  </Box>
                ))}
              </Box>
            </Section>
          ) : null}

          {amenities.length ? (
            <Section title="Amenities">
              <Box
                component="ul"
                data-testid="amenities"
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                }}
              >
                {amenities.map((a) => (
                  <Box
                    component="li"
                    key={a}
                    data-icon-name={amenityIconName(a)}
                    className={`amenity-${amenityIconName(a)}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
                  >
                    <AmenityIcon amenity={a} />
                    {a}
                  </Box>
                ))}
              </Box>
            </Section>
          ) : null}

          {p.description ? (
            <Section title="About this property">
              <Box component="p" sx={{ m: 0, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
                {p.description}
              </Box>
            </Section>
          ) : null}
        </Box>

        <DetailsAside
          property={{ id: p.id, name: p.name, landlordId: p.landlordId, propertyType: p.propertyType }}
          buyBondUrl={buyBondUrl}
          bondOffer={bondOffer}
        />
      </Box>
    </Container>
  );
}
