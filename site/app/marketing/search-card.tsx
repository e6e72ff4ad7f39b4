import './search-card.css';

import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { SearchIcon } from '../layout/icons.tsx';
import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The accommodation categories of the search (spec 000 §9); Family Homes is coming soon. */
export const ACCOMMODATIONS = ['Co-Living & PG', 'Family Homes'] as const;
const FAMILY = 'Family Homes';

/** The cities and the catalogue's "Coming Soon", given by the route's loader. */
export interface SearchChoices {
  cities: readonly string[];
  comingSoon: string;
}

/**
 * "Find Your Perfect Space" (spec 000 §2): accommodation type and city; "Search Properties" is enabled only
 * when both are chosen. Family Homes has no cities yet: the city control and the button read "Coming Soon".
 * The cities and the text arrive with the page's data rather than as imports: the enums and the message
 * catalogue would otherwise be part of the front page's first download (decision 053). Static classes
 * (search-card.css): the card hydrates with the page, and styles computed then cost a phone dearly.
 */
export function SearchCard({ cities, comingSoon }: SearchChoices) {
  const t = useT();
  const navigate = useNavigate();
  const [accommodation, setAccommodation] = useState('');
  const [city, setCity] = useState('');
  // Start from what the visitor chose before (read after hydration: the server cannot know it).
  useEffect(() => {
    const a = readText(STORAGE_KEYS.selectedAccomodation);
    const c = readText(STORAGE_KEYS.selectedCity);
    if (a && (ACCOMMODATIONS as readonly string[]).includes(a)) setAccommodation(a);
    if (c && cities.includes(c)) setCity(c);
  }, [cities]);
  const family = accommodation === FAMILY;
  const ready = Boolean(accommodation && city && !family);
  const search = () => {
    if (!ready) return;
    write(STORAGE_KEYS.selectedAccomodation, accommodation);
    write(STORAGE_KEYS.selectedCity, city);
    navigate(`/properties?city=${encodeURIComponent(city)}`);
  };
  return (
    <form
      role="search"
      aria-labelledby="search-card-title"
      className="search-card"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <h2 id="search-card-title" className="search-card-title">
        {t('Find Your Perfect Space')}
      </h2>
      <div>
        <label htmlFor="search-accommodation" className="search-card-label">
          {t('Accommodation type')}
        </label>
        <select
          id="search-accommodation"
          className="search-card-select"
          value={accommodation}
          onChange={(e) => setAccommodation(e.target.value)}
        >
          <option value="" disabled>
            {t('Select accommodation')}
          </option>
          {ACCOMMODATIONS.map((a) => (
            <option key={a} value={a}>
              {t(a)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-city" className="search-card-label">
          {t('City')}
        </label>
        {family ? (
          <select id="search-city" className="search-card-select" disabled value="soon">
            <option value="soon">{t(comingSoon)}</option>
          </select>
        ) : (
          <select
            id="search-city"
            className="search-card-select"
            value={city}
            onChange={(e) => setCity(e.target.value)}
          >
            <option value="" disabled>
              {t('Select city')}
            </option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {t(c)}
              </option>
            ))}
          </select>
        )}
      </div>
      <button type="submit" className="search-card-submit" disabled={!ready}>
        {family ? (
          t(comingSoon)
        ) : (
          <>
            <SearchIcon /> {t('Search Properties')}
          </>
        )}
      </button>
    </form>
  );
}
