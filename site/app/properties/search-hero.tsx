import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Form } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

import { CITIES, type SearchState, writeSearch } from './search-state.ts';
import { srOnly } from './styles.ts';

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

interface SearchHeroProps {
  state: SearchState;
  /** The search text as typed (kept by the page: it survives the page's own navigations). */
  text: string;
  setText: (text: string) => void;
  /** Search with the typed text in the city chosen in the form. */
  onSearch: (city: string) => void;
  /** A city picked in the list searches at once. */
  onChooseCity: (city: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
}

/**
 * The search page's hero: its promise and the search bar (text, city, Search, Filters). The bar is a GET form to
 * /properties carrying the other search parameters, so it works before the page hydrates.
 */
export function SearchHero({
  state,
  text,
  setText,
  onSearch,
  onChooseCity,
  filterCount,
  onOpenFilters,
}: SearchHeroProps) {
  const t = useT();
  const hidden = [...writeSearch(state).entries()].filter(([k]) => k !== 'city' && k !== 'text');
  return (
    <Box component="section" aria-labelledby="properties-hero" sx={HERO_SX}>
      <Container maxWidth="lg">
        <h1 id="properties-hero">{t('Get 0 Deposit with 0 Stress at 100% ease.')}</h1>
        <p>{t('Verified co-living rooms and PGs where a Nivaas rental bond replaces the security deposit.')}</p>
        <Form
          method="get"
          action="/properties"
          role="search"
          aria-label={t('Search properties')}
          preventScrollReset
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(String(new FormData(e.currentTarget).get('city') ?? ''));
          }}
        >
          {hidden.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <div className="ph-bar">
            <label htmlFor="property-search" className="ph-text">
              <SearchIcon aria-hidden="true" />
              <span className="sr-only">{t('Search by name, locality or pincode')}</span>
              <input
                id="property-search"
                name="text"
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('Name, locality or pincode')}
                maxLength={100}
                autoComplete="off"
              />
            </label>
            <label className="ph-city">
              <span>{t('City')}</span>
              <select name="city" value={state.city ?? ''} onChange={(e) => onChooseCity(e.target.value)}>
                <option value="">{t('India')}</option>
                {CITIES.map((c) => (
                  <option key={c} value={c}>
                    {t(c)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="contained" sx={{ px: 3 }}>
              {t('Search')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              startIcon={<TuneIcon aria-hidden="true" />}
              onClick={onOpenFilters}
              aria-haspopup="dialog"
              className="ph-filters"
            >
              {filterCount ? t('Filters ({count})', { count: filterCount }) : t('Filters')}
            </Button>
          </div>
        </Form>
      </Container>
    </Box>
  );
}
