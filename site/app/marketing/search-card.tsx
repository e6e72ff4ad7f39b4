import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The accommodation categories of the search (spec 000 §9); Family Homes is coming soon. */
export const ACCOMMODATIONS = ['Co-Living & PG', 'Family Homes'] as const;
const FAMILY = 'Family Homes';

const selectSx = {
  width: '100%',
  height: 48,
  px: 1.5,
  borderRadius: '8px',
  border: '1px solid #9FB0C4',
  bgcolor: '#FFFFFF',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 16,
  '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 1 },
  '&:disabled': { bgcolor: '#EEF2F6', color: '#4A5565' },
} as const;

const labelSx = { display: 'block', fontWeight: 700, fontSize: 14, color: 'primary.dark', mb: 0.75 } as const;

/** The cities and the catalogue's "Coming Soon", given by the route's loader. */
export interface SearchChoices {
  cities: readonly string[];
  comingSoon: string;
}

/**
 * "Find Your Perfect Space" (spec 000 §2): accommodation type and city; "Search Properties" is enabled only
 * when both are chosen. Family Homes has no cities yet: the city control and the button read "Coming Soon".
 * The cities and the text arrive with the page's data rather than as imports: the enums and the message
 * catalogue would otherwise be part of the front page's first download (decision 053).
 */
export function SearchCard({ cities, comingSoon }: SearchChoices) {
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
    <Box
      component="form"
      role="search"
      aria-labelledby="search-card-title"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
      sx={{
        bgcolor: '#FFFFFF',
        color: 'text.primary',
        borderRadius: '16px',
        p: { xs: 2.5, md: 3.5 },
        boxShadow: '0 18px 48px rgba(10,53,89,.22)',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box
        component="h2"
        id="search-card-title"
        sx={{ m: 0, fontSize: { xs: 22, md: 26 }, fontWeight: 800, color: 'primary.dark' }}
      >
        Find Your Perfect Space
      </Box>
      <div>
        <Box component="label" htmlFor="search-accommodation" sx={labelSx}>
          Accommodation type
        </Box>
        <Box
          component="select"
          id="search-accommodation"
          value={accommodation}
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setAccommodation(e.target.value)}
          sx={selectSx}
        >
          <option value="" disabled>
            Select accommodation
          </option>
          {ACCOMMODATIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Box>
      </div>
      <div>
        <Box component="label" htmlFor="search-city" sx={labelSx}>
          City
        </Box>
        {family ? (
          <Box component="select" id="search-city" disabled value="soon" sx={selectSx}>
            <option value="soon">{comingSoon}</option>
          </Box>
        ) : (
          <Box
            component="select"
            id="search-city"
            value={city}
            onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setCity(e.target.value)}
            sx={selectSx}
          >
            <option value="" disabled>
              Select city
            </option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Box>
        )}
      </div>
      <Box
        component="button"
        type="submit"
        disabled={!ready}
        sx={{
          appearance: 'none',
          border: 0,
          font: 'inherit',
          cursor: 'pointer',
          height: 52,
          borderRadius: '999px',
          bgcolor: 'secondary.main',
          color: '#FFFFFF',
          fontWeight: 800,
          fontSize: 17,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          '&:hover:not(:disabled)': { bgcolor: '#9A3D0E' },
          '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
          '&:disabled': { bgcolor: '#D5DCE4', color: '#3F4A57', cursor: 'not-allowed' },
        }}
      >
        {family ? (
          comingSoon
        ) : (
          <>
            <SearchIcon aria-hidden /> Search Properties
          </>
        )}
      </Box>
    </Box>
  );
}
