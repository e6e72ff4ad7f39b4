import type { useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';
import { categoryOf, cityOf, searchHref, type SearchState, withCity } from './search-state.ts';

/**
 * The remembered city and category (spec 000 §2) apply when the address names none; a city or category the address
 * names is remembered. Runs once, after the page hydrates.
 */
export function useRememberedSearch(state: SearchState, navigate: ReturnType<typeof useNavigate>) {
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
}
