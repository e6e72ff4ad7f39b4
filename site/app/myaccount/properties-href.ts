import { useEffect, useState } from 'react';

import { cityOf, DEFAULT_CATEGORY, searchHref, withCity } from '../properties/search-state.ts';
import { readText, STORAGE_KEYS } from '../visitor/storage.ts';

/**
 * The property search in the visitor's stored city (spec 000 §2: the dashboard logo goes there), e.g.
 * `/properties?city=Pune`.
 */
export function propertiesHref(): string {
  return searchHref(withCity({ category: DEFAULT_CATEGORY, types: [] }, cityOf(readText(STORAGE_KEYS.selectedCity))));
}

/** `propertiesHref()` once the page runs in the browser (the server renders the plain `/properties`). */
export function usePropertiesHref(): string {
  const [href, setHref] = useState('/properties');
  useEffect(() => setHref(propertiesHref()), []);
  return href;
}
