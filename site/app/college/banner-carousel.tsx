import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { CarouselDots, overlayArrow } from '../layout/ui.tsx';
import { slideAttributes, useCarousel } from '../marketing/use-carousel.ts';
import type { CollegeBanner } from './types.ts';

/** The college page's carousels advance every 4 s (spec 000 §9). */
export const COLLEGE_INTERVAL_MS = 4000;
/** The one breakpoint of the site (spec 000 §9): at this width or less the mobile pictures are used. */
const MOBILE_MEDIA = '(max-width: 768px)';
const MOBILE = `@media ${MOBILE_MEDIA}`;

const arrowSx = overlayArrow(44);

/**
 * The banner carousel of the college page (spec 000 §2): each slide is a <picture> whose wide-screen and
 * ≤ 768 px images are separate files, so a visitor's browser fetches only the set for its width. The
 * active slide and the next one are in the page; a slide once shown stays. Auto-advances and wraps,
 * paused while hovered or focused.
 */
export function CollegeBannerCarousel({ slides }: { slides: CollegeBanner[] }) {
  const t = useT();
  const count = slides.length;
  const { index, go, pauseHandlers } = useCarousel(count, COLLEGE_INTERVAL_MS);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!shown.has(index)) setShown(new Set([...shown, index]));
  if (!count) return null;
  const next = (index + 1) % count;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('Stay near your campus with Nivaas')}
      data-testid="college-banners"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'primary.dark',
        aspectRatio: '16 / 5',
        [MOBILE]: { aspectRatio: '1 / 1', maxHeight: 460 },
      }}
      {...pauseHandlers}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        const drawn = active || i === next || shown.has(i);
        return (
          <Box
            key={slide.id}
            {...slideAttributes(i, count, active)}
            data-active={active ? 'true' : 'false'}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: active ? 1 : 0,
              visibility: active ? 'visible' : 'hidden',
              transition: active ? 'opacity .5s ease, visibility 0s' : 'opacity .5s ease, visibility 0s .5s',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {drawn && slide.image ? (
              <picture>
                {slide.mobileImage ? <source media={MOBILE_MEDIA} srcSet={slide.mobileImage} /> : null}
                <Box
                  component="img"
                  src={slide.image}
                  alt=""
                  width={1600}
                  height={500}
                  {...(i === 0 ? { fetchpriority: 'high' } : { loading: 'lazy' })}
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    [MOBILE]: { objectPosition: 'center top' },
                  }}
                />
              </picture>
            ) : null}
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                px: { xs: 7, md: 10 },
                color: '#FFFFFF',
                background:
                  'linear-gradient(90deg, rgba(10,53,89,.88) 0%, rgba(10,53,89,.55) 55%, rgba(10,53,89,0) 100%)',
                [MOBILE]: {
                  justifyContent: 'flex-end',
                  px: 2.5,
                  pb: 5,
                  background:
                    'linear-gradient(0deg, rgba(10,53,89,.92) 0%, rgba(10,53,89,.6) 55%, rgba(10,53,89,.1) 100%)',
                },
              }}
            >
              <Box
                component="p"
                sx={{ m: 0, maxWidth: 620, fontWeight: 800, lineHeight: 1.2, fontSize: 'clamp(1.3rem, 3.2vw, 2.4rem)' }}
              >
                {slide.title}
              </Box>
              {slide.description ? (
                <Box
                  component="p"
                  sx={{
                    mt: 1.5,
                    mb: 0,
                    maxWidth: 560,
                    fontSize: { xs: 15, md: 18 },
                    lineHeight: 1.5,
                    color: '#E6EEF6',
                    [MOBILE]: { mt: 1 },
                  }}
                >
                  {slide.description}
                </Box>
              ) : null}
            </Box>
          </Box>
        );
      })}
      {count > 1 ? (
        <>
          <Box
            component="button"
            type="button"
            aria-label={t('Previous banner')}
            onClick={() => go(index - 1)}
            sx={{ ...arrowSx, left: { xs: 8, md: 16 }, [MOBILE]: { top: '30%' } }}
          >
            <ChevronLeftIcon />
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t('Next banner')}
            onClick={() => go(index + 1)}
            sx={{ ...arrowSx, right: { xs: 8, md: 16 }, [MOBILE]: { top: '30%' } }}
          >
            <ChevronRightIcon />
          </Box>
          <Box
            sx={{
              position: 'absolute',
              bottom: 10,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.5,
            }}
          >
            <CarouselDots
              count={count}
              index={index}
              go={go}
              label={(i) => t('Show banner {number}', { number: i + 1 })}
            />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
