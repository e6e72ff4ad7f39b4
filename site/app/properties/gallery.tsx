import Box from '@mui/material/Box';
import { type ReactNode, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

/** React 18 passes the lowercase attribute through (it does not know `fetchPriority` yet). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

const COVER = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The thumbnails styled once on their list (plain buttons inside): one style rule set, not two per photo. */
const THUMBS_SX = {
  display: 'flex',
  gap: 1,
  p: 0,
  m: 0,
  mt: 1,
  listStyle: 'none',
  overflowX: 'auto',
  '& button': {
    p: 0,
    border: '3px solid',
    borderColor: 'transparent',
    borderRadius: 1.5,
    overflow: 'hidden',
    cursor: 'pointer',
    bgcolor: 'primary.light',
    display: 'block',
  },
  '& button[aria-pressed="true"]': { borderColor: 'primary.main' },
  '& button:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
  '& button > span': { display: 'block', width: { xs: 72, md: 96 }, height: { xs: 54, md: 72 } },
} as const;

/** The details page's pictures: one large image and a strip of thumbnail buttons that choose it. */
export function Gallery({ images, name, overlay }: { images: string[]; name: string; overlay?: ReactNode }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <Box component="section" aria-label={t('Photos')}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'primary.light',
          aspectRatio: { xs: '4 / 3', md: '16 / 9' },
          width: '100%',
        }}
      >
        {shown ? (
          <img
            src={shown}
            alt={
              images.length > 1
                ? t('{name}, photo {number} of {count}', { name, number: current + 1, count: images.length })
                : name
            }
            width={800}
            height={600}
            {...(current === 0 ? HIGH_PRIORITY : {})}
            style={COVER}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
            {t('No photos yet')}
          </Box>
        )}
        {overlay}
      </Box>
      {images.length > 1 ? (
        <Box component="ul" sx={THUMBS_SX}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('Show photo {number} of {count}', { number: i + 1, count: images.length })}
                aria-pressed={i === current}
              >
                <span>
                  <img src={src} alt="" width={96} height={72} loading="lazy" style={COVER} />
                </span>
              </button>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
