import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { CollegeCard, SaveButton } from './college-card.tsx';
import { sampleProperty } from './sample-property.ts';
import type { CollegeProperty } from './types.ts';

const GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The first row's photos are fetched at once; the others when they come near the screen. */
const EAGER_CARDS = 3;

/**
 * "Verified Properties Near {college}" and its cards (spec 000 §2), with the list's states: "Loading
 * properties..." while another college's list loads, "No properties found near this college." (and the
 * sample card) when there is none.
 */
export function PropertyList({
  college,
  properties,
  loading,
  onBook,
  onPrepareBooking,
}: {
  college: string;
  properties: CollegeProperty[];
  loading: boolean;
  onBook: (p: CollegeProperty) => void;
  onPrepareBooking: () => void;
}) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="college-title"
      aria-busy={loading}
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 5 } }}
    >
      <Box
        component="h1"
        id="college-title"
        sx={{
          m: 0,
          mb: { xs: 2, md: 3 },
          fontSize: 'clamp(1.5rem, 3.5vw, 2.2rem)',
          fontWeight: 800,
          lineHeight: 1.2,
          color: 'primary.dark',
        }}
      >
        {t('Verified Properties Near {college}', { college })}
      </Box>
      {loading ? (
        <Box
          component="p"
          role="status"
          data-testid="college-loading"
          sx={{ m: 0, py: 4, textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}
        >
          {t(messages.college.loading)}
        </Box>
      ) : properties.length ? (
        <Box component="ul" data-testid="college-properties" sx={GRID_SX}>
          {properties.map((p, i) => (
            <CollegeCard
              key={p.id}
              property={p}
              eager={i < EAGER_CARDS}
              action={<SaveButton onClick={() => onBook(p)} onPointerEnter={onPrepareBooking} />}
            />
          ))}
        </Box>
      ) : (
        <>
          <Box
            component="p"
            role="status"
            data-testid="college-empty"
            sx={{ m: 0, mb: 3, color: 'text.secondary', fontWeight: 600 }}
          >
            {t(messages.college.empty)}
          </Box>
          <Box component="ul" aria-label={t('Sample listing')} sx={GRID_SX}>
            <CollegeCard
              property={sampleProperty(t)}
              eager
              action={<SaveButton href="/properties" />}
              badge={
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    top: 10,
                    right: 10,
                    bgcolor: 'secondary.main',
                    color: '#FFFFFF',
                    fontWeight: 700,
                    fontSize: 13,
                    px: 1.25,
                    py: 0.25,
                    borderRadius: 1,
                    pointerEvents: 'none',
                  }}
                >
                  {t('Sample listing')}
                </Box>
              }
            />
          </Box>
        </>
      )}
    </Box>
  );
}
