import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link, type MetaFunction, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

import { emptyListPage } from '#client/list-page.ts';
import { fillTemplate, msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { orEmpty } from '../data/api.server.ts';
import { DetailsSkeleton } from '../properties/details-skeleton.tsx';
import type { FilterValues } from '../properties/filter-dialog.tsx';
import type { PropertyItem, PropertyPage } from '../properties/format.ts';
import { Message, Tab, TabRow, ViewButton } from '../properties/list-controls.tsx';
import type { ListView } from '../properties/property-card.tsx';
import { PropertyResults } from '../properties/property-results.tsx';
import { useRememberedSearch } from '../properties/remembered-search.ts';
import { SearchHero } from '../properties/search-hero.tsx';
import {
  apiQuery,
  CATEGORIES,
  type Category,
  cityOf,
  FAMILY_HOMES,
  readSearch,
  ROOM_TYPES,
  searchHref,
  type SearchState,
  withCity,
} from '../properties/search-state.ts';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

const FilterDialog = lazy(() => import('../properties/filter-dialog.tsx'));

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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const city = data?.state.city;
  return pageMeta(
    {
      title: city
        ? fillTemplate(msg('Zero-deposit rooms and PGs in {city}'), { city })
        : msg('Zero-deposit rooms, PGs and co-living in India'),
      description: city
        ? fillTemplate(
            msg(
              'Search verified co-living rooms and PGs in {city} and move in without a security deposit, with a Nivaas rental bond.',
            ),
            { city },
          )
        : msg(
            'Search verified co-living rooms and PGs across India and move in without a security deposit, with a Nivaas rental bond.',
          ),
      path: `/properties${city ? `?city=${encodeURIComponent(city)}` : ''}`,
    },
    matches,
  );
};

export default function PropertiesPage() {
  const t = useT();
  const { state, query, first } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [view, setView] = useState<ListView>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [text, setText] = useState(state.text ?? '');
  useEffect(() => setText(state.text ?? ''), [state.text]);

  const go = (next: SearchState) => navigate(searchHref(next), { preventScrollReset: true });

  useRememberedSearch(state, navigate);

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

  return (
    <>
      <SearchHero
        state={state}
        text={text}
        setText={setText}
        onSearch={(value) => {
          const city = cityOf(value);
          if (city !== state.city) write(STORAGE_KEYS.selectedCity, city);
          go(withCity({ ...state, text: text.trim() || undefined }, city));
        }}
        onChooseCity={chooseCity}
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
      />

      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <TabRow label={t('Accommodation category')}>
          {CATEGORIES.map((c) => (
            <Tab
              key={c}
              to={categoryHref(c)}
              selected={state.category === c}
              onClick={() => write(STORAGE_KEYS.selectedAccomodation, c)}
              big
            >
              {t(c)}
            </Tab>
          ))}
        </TabRow>
        {familyHomes ? null : (
          <TabRow label={t('Room type')}>
            <Tab to={roomHref(undefined)} selected={!state.roomType}>
              {t('All rooms')}
            </Tab>
            {ROOM_TYPES.map((r) => (
              <Tab key={r} to={roomHref(r)} selected={state.roomType === r}>
                {t(r)}
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
              ? t('Family Homes in {city}', { city: state.city ?? t('India') })
              : first.totalResults === 1
                ? t('{count} property in {city}', { count: first.totalResults, city: state.city ?? t('India') })
                : t('{count} properties in {city}', { count: first.totalResults, city: state.city ?? t('India') })}
          </Box>
          <Box role="group" aria-label={t('Layout')} sx={{ display: familyHomes ? 'none' : 'flex', gap: 1 }}>
            <ViewButton
              label={t('Grid view')}
              short={t('Grid')}
              pressed={view === 'grid'}
              onClick={() => setView('grid')}
              icon={<GridViewIcon aria-hidden="true" />}
            />
            <ViewButton
              label={t('List view')}
              short={t('List')}
              pressed={view === 'list'}
              onClick={() => setView('list')}
              icon={<ViewListIcon aria-hidden="true" />}
            />
          </Box>
        </Box>

        <Box sx={{ opacity: searching ? 0.55 : 1, transition: 'opacity .2s' }} aria-busy={searching || undefined}>
          {familyHomes ? (
            <Message>{t(messages.properties.comingSoon)}</Message>
          ) : first.results.length === 0 ? (
            <Message>
              {t(messages.properties.empty)}
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
                  {t('Clear filters')}
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
