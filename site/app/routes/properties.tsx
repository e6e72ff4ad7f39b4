import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Form, Link, type MetaFunction, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { emptyListPage } from '#client/list-page.ts';
import { messages } from '#generated/messages.ts';

import { orEmpty } from '../data/api.server.ts';
import { DetailsSkeleton } from '../properties/details-skeleton.tsx';
import type { FilterValues } from '../properties/filter-dialog.tsx';
import type { PropertyItem, PropertyPage } from '../properties/format.ts';
import { Message, Tab, TabRow, ViewButton } from '../properties/list-controls.tsx';
import type { ListView } from '../properties/property-card.tsx';
import { PropertyResults } from '../properties/property-results.tsx';
import {
  apiQuery,
  CATEGORIES,
  type Category,
  categoryOf,
  CITIES,
  cityOf,
  FAMILY_HOMES,
  readSearch,
  ROOM_TYPES,
  searchHref,
  type SearchState,
  withCity,
  writeSearch,
} from '../properties/search-state.ts';
import { srOnly } from '../properties/styles.ts';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

const FilterDialog = lazy(() => import('../properties/filter-dialog.tsx'));

const HERO = 'Get 0 Deposit with 0 Stress at 100% ease.';

/**
 * The hero and its search bar styled once, on the section (plain elements inside, not a styled component
 * each): the phone resolves one style rule set when the page hydrates, not a dozen.
 */
const HERO_SX = {
  bgcolor: 'primary.main',
  color: '#fff',
  pt: { xs: 4, md: 6 },
  pb: { xs: 3, md: 4 },
  '& h1': { m: 0, fontSize: 'clamp(1.6rem, 4.5vw, 2.75rem)', fontWeight: 800, lineHeight: 1.2 },
  '& h1 + p': { mt: 1, mb: 3, opacity: 0.92, maxWidth: 640 },
  '& .ph-bar': {
    display: 'grid',
    gap: 1,
    gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) 200px auto auto' },
    bgcolor: '#fff',
    p: 1,
    borderRadius: 2,
    color: 'text.primary',
  },
  '& .ph-text': { display: 'flex', alignItems: 'center', gap: 1, px: 1, gridColumn: { xs: '1 / -1', md: 'auto' } },
  '& .ph-text > svg': { color: 'text.secondary' },
  '& .ph-text input': {
    border: 0,
    outline: 0,
    font: 'inherit',
    fontSize: 16,
    py: 1.25,
    width: '100%',
    bgcolor: 'transparent',
    color: 'inherit',
  },
  '& .ph-city': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    borderLeft: { md: '1px solid' },
    borderColor: { md: 'divider' },
    pl: { xs: 1, md: 2 },
  },
  '& .ph-city span': { fontSize: 14, color: 'text.secondary', fontWeight: 600 },
  '& .ph-city select': {
    font: 'inherit',
    fontSize: 16,
    fontWeight: 600,
    border: 0,
    bgcolor: 'transparent',
    color: 'inherit',
    py: 1,
    flex: 1,
    minWidth: 0,
    cursor: 'pointer',
  },
  '& .ph-filters': { gridColumn: { xs: '1 / -1', md: 'auto' } },
  '& .sr-only': srOnly,
} as const;
const EMPTY_PAGE: PropertyPage = emptyListPage<PropertyItem>();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = readSearch(new URL(request.url).searchParams);
  // Family Homes are coming soon: no list at all.
  if (state.category === FAMILY_HOMES) return { state, query: '', first: EMPTY_PAGE };
  const query = apiQuery(state);
  const first: PropertyPage = await orEmpty(
    context.data.properties({ ...Object.fromEntries(new URLSearchParams(query)), page: 1 }),
  );
  return { state, query, first };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const city = data?.state.city;
  return pageMeta({
    title: city ? `Zero-deposit rooms and PGs in ${city}` : 'Zero-deposit rooms, PGs and co-living in India',
    description: `Search verified co-living rooms and PGs${city ? ` in ${city}` : ' across India'} and move in without a security deposit, with a Nivaas rental bond.`,
    path: `/properties${city ? `?city=${encodeURIComponent(city)}` : ''}`,
  });
};

export default function PropertiesPage() {
  const { state, query, first } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [view, setView] = useState<ListView>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [text, setText] = useState(state.text ?? '');
  useEffect(() => setText(state.text ?? ''), [state.text]);

  const go = (next: SearchState) => navigate(searchHref(next), { preventScrollReset: true });

  // The remembered city and category (spec 000 §2) apply when the address names none.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const params = new URLSearchParams(window.location.search);
    let next = state;
    const storedCity = cityOf(readText(STORAGE_KEYS.selectedCity));
    if (!params.has('city') && storedCity) next = withCity(next, storedCity);
    const storedCategory = categoryOf(readText(STORAGE_KEYS.selectedAccomodation));
    if (!params.has('category') && storedCategory) next = { ...next, category: storedCategory };
    if (params.has('city') && state.city) write(STORAGE_KEYS.selectedCity, state.city);
    if (params.has('category')) write(STORAGE_KEYS.selectedAccomodation, state.category);
    if (next !== state && searchHref(next) !== searchHref(state))
      navigate(searchHref(next), { replace: true, preventScrollReset: true });
  }, [state, navigate]);

  const chooseCity = (value: string) => {
    const city = cityOf(value);
    write(STORAGE_KEYS.selectedCity, city);
    go(withCity({ ...state, text: text.trim() || undefined }, city));
  };
  const categoryHref = (category: Category) => searchHref({ ...state, category });
  const roomHref = (roomType: SearchState['roomType']) => searchHref({ ...state, roomType });
  const applyFilters = (values: FilterValues) => {
    setFiltersOpen(false);
    go({ ...state, ...values });
  };

  const goingToDetails = navigation.state === 'loading' && /\/properties\/details\//.test(navigation.location.pathname);
  if (goingToDetails) return <DetailsSkeleton />;
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/properties';
  const familyHomes = state.category === FAMILY_HOMES;
  const filterCount = (state.address ? 1 : 0) + (state.maxRent !== undefined ? 1 : 0) + state.types.length;
  const hidden = [...writeSearch(state).entries()].filter(([k]) => k !== 'city' && k !== 'text');

  return (
    <>
      <Box component="section" aria-labelledby="properties-hero" sx={HERO_SX}>
        <Container maxWidth="lg">
          <h1 id="properties-hero">{HERO}</h1>
          <p>Verified co-living rooms and PGs where a Nivaas rental bond replaces the security deposit.</p>
          <Form
            method="get"
            action="/properties"
            role="search"
            aria-label="Search properties"
            preventScrollReset
            onSubmit={(e) => {
              e.preventDefault();
              const city = cityOf(String(new FormData(e.currentTarget).get('city') ?? ''));
              if (city !== state.city) write(STORAGE_KEYS.selectedCity, city);
              go(withCity({ ...state, text: text.trim() || undefined }, city));
            }}
          >
            {hidden.map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <div className="ph-bar">
              <label htmlFor="property-search" className="ph-text">
                <SearchIcon aria-hidden="true" />
                <span className="sr-only">Search by name, locality or pincode</span>
                <input
                  id="property-search"
                  name="text"
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="Name, locality or pincode"
                  maxLength={100}
                  autoComplete="off"
                />
              </label>
              <label className="ph-city">
                <span>City</span>
                <select name="city" value={state.city ?? ''} onChange={(e) => chooseCity(e.target.value)}>
                  <option value="">India</option>
                  {CITIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="contained" sx={{ px: 3 }}>
                Search
              </Button>
              <Button
                type="button"
                variant="outlined"
                startIcon={<TuneIcon aria-hidden="true" />}
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
                className="ph-filters"
              >
                {filterCount ? `Filters (${filterCount})` : 'Filters'}
              </Button>
            </div>
          </Form>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <TabRow label="Accommodation category">
          {CATEGORIES.map((c) => (
            <Tab
              key={c}
              to={categoryHref(c)}
              selected={state.category === c}
              onClick={() => write(STORAGE_KEYS.selectedAccomodation, c)}
              big
            >
              {c}
            </Tab>
          ))}
        </TabRow>
        {familyHomes ? null : (
          <TabRow label="Room type">
            <Tab to={roomHref(undefined)} selected={!state.roomType}>
              All rooms
            </Tab>
            {ROOM_TYPES.map((r) => (
              <Tab key={r} to={roomHref(r)} selected={state.roomType === r}>
                {r}
              </Tab>
            ))}
          </TabRow>
        )}

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mt: 2,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Box
            component="h2"
            sx={{ m: 0, fontSize: { xs: '1.1rem', md: '1.35rem' }, fontWeight: 700 }}
            aria-live="polite"
          >
            {familyHomes
              ? `Family Homes in ${state.city ?? 'India'}`
              : `${first.totalResults} ${first.totalResults === 1 ? 'property' : 'properties'} in ${state.city ?? 'India'}`}
          </Box>
          <Box role="group" aria-label="Layout" sx={{ display: familyHomes ? 'none' : 'flex', gap: 1 }}>
            <ViewButton
              label="Grid view"
              pressed={view === 'grid'}
              onClick={() => setView('grid')}
              icon={<GridViewIcon aria-hidden="true" />}
            />
            <ViewButton
              label="List view"
              pressed={view === 'list'}
              onClick={() => setView('list')}
              icon={<ViewListIcon aria-hidden="true" />}
            />
          </Box>
        </Box>

        <Box sx={{ opacity: searching ? 0.55 : 1, transition: 'opacity .2s' }} aria-busy={searching || undefined}>
          {familyHomes ? (
            <Message>{messages.properties.comingSoon}</Message>
          ) : first.results.length === 0 ? (
            <Message>
              {messages.properties.empty}
              <Box component="span" sx={{ display: 'block', mt: 2 }}>
                <Button
                  component={Link}
                  to={searchHref({
                    ...state,
                    roomType: undefined,
                    text: undefined,
                    address: undefined,
                    maxRent: undefined,
                    types: [],
                  })}
                  variant="outlined"
                  sx={{ fontSize: 16 }}
                >
                  Clear filters
                </Button>
              </Box>
            </Message>
          ) : (
            <PropertyResults key={query} first={first} query={query} view={view} />
          )}
        </Box>
      </Container>

      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterDialog
            open
            initial={{ address: state.address, maxRent: state.maxRent, types: state.types }}
            onApply={applyFilters}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
