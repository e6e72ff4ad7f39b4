import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useState } from 'react';

import { CarouselDots, plainButton, roundButton } from '../layout/ui.tsx';
import { BannerArt } from './art.tsx';
import type { SectionItem } from './types.ts';
import { slideAttributes, useCarousel } from './use-carousel.ts';

/** The home banner advances every 5 s (spec 000 §9) and wraps. */
export const BANNER_INTERVAL_MS = 5000;

/** The picture beside the headline only shows where there is room for both. */
const WIDE = '@media (min-width:1200px)';

const arrowSx = {
  ...roundButton(44),
  color: '#FFFFFF',
  border: '1px solid rgba(255,255,255,.6)',
  '&:hover': { bgcolor: 'rgba(255,255,255,.15)' },
} as const;

/**
 * The home banner: deposit pain-point slides with "Experience now" and a picture (both open the lead
 * popup), arrows and dots, and the search card beside it. Every slide is in the server's HTML.
 */
export function BannerCarousel({
  slides,
  onExperience,
  aside,
}: {
  slides: SectionItem[];
  onExperience: () => void;
  aside: ReactNode;
}) {
  const count = slides.length;
  const { index, go, pauseHandlers } = useCarousel(count, BANNER_INTERVAL_MS);
  // The server draws only the first slide's picture (a lighter page); the browser adds the others.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        background: 'linear-gradient(135deg, #0A3559 0%, #0F4C81 60%, #1C5F99 100%)',
        color: '#FFFFFF',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2.5, md: 3 },
          py: { xs: 4, md: 7 },
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr', lg: '1.55fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box role="region" aria-roledescription="carousel" aria-label="Why rent with Nivaas" {...pauseHandlers}>
          <Box
            component="h1"
            id="home-title"
            sx={{
              m: 0,
              mb: 2,
              fontSize: { xs: 14, md: 15 },
              fontWeight: 800,
              letterSpacing: '.12em',
              textTransform: 'uppercase',
              color: '#FFD2B3',
            }}
          >
            Zero deposit rentals across India
          </Box>
          <Box sx={{ display: 'grid' }}>
            {slides.map((slide, i) => {
              const active = i === index;
              return (
                <Box
                  key={slide.id}
                  {...slideAttributes(i, count, active)}
                  data-active={active ? 'true' : 'false'}
                  sx={{
                    gridArea: '1 / 1',
                    display: 'grid',
                    gap: { xs: 2, md: 4 },
                    gridTemplateColumns: '1fr',
                    [WIDE]: { gridTemplateColumns: '1.5fr 1fr' },
                    alignItems: 'center',
                    opacity: active ? 1 : 0,
                    visibility: active ? 'visible' : 'hidden',
                    transition: active
                      ? 'opacity .4s ease .15s, visibility 0s'
                      : 'opacity .15s ease, visibility 0s .15s',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                >
                  <div>
                    <Box
                      component="h2"
                      sx={{ typography: 'h1', fontSize: { xs: '1.85rem', md: '2.4rem', lg: '2.6rem' }, m: 0 }}
                    >
                      {slide.title}
                    </Box>
                    {slide.description && (
                      <Box
                        component="p"
                        sx={{
                          mt: 2,
                          mb: 0,
                          fontSize: { xs: 16, md: 18 },
                          lineHeight: 1.6,
                          color: '#E6EEF6',
                          maxWidth: 520,
                        }}
                      >
                        {slide.description}
                      </Box>
                    )}
                    <Box
                      component="button"
                      type="button"
                      tabIndex={active ? 0 : -1}
                      aria-haspopup="dialog"
                      onClick={onExperience}
                      sx={{
                        ...plainButton,
                        mt: 3,
                        px: 3.5,
                        py: 1.5,
                        borderRadius: '999px',
                        bgcolor: 'secondary.main',
                        color: '#FFFFFF',
                        fontWeight: 800,
                        fontSize: 17,
                        '&:hover': { bgcolor: '#9A3D0E' },
                        '&:focus-visible': { outline: '3px solid #FFD2B3', outlineOffset: 2 },
                      }}
                    >
                      {slide.linkLabel || 'Experience now'}
                    </Box>
                  </div>
                  <Box
                    component="button"
                    type="button"
                    tabIndex={active ? 0 : -1}
                    aria-haspopup="dialog"
                    aria-label={`Share your details: ${slide.title}`}
                    onClick={onExperience}
                    sx={{
                      ...plainButton,
                      display: 'none',
                      [WIDE]: { display: 'block' },
                      borderRadius: '24px',
                      '&:focus-visible': { outline: '3px solid #FFD2B3', outlineOffset: 4 },
                    }}
                  >
                    {(active || mounted) &&
                      (slide.image ? (
                        <Box
                          component="img"
                          src={slide.image}
                          alt=""
                          width={420}
                          height={400}
                          sx={{ width: '100%', height: 'auto', borderRadius: '24px', display: 'block' }}
                        />
                      ) : (
                        <BannerArt variant={i} />
                      ))}
                  </Box>
                </Box>
              );
            })}
          </Box>
          {count > 1 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: { xs: 3, md: 4 } }}>
              <Box
                component="button"
                type="button"
                aria-label="Previous slide"
                onClick={() => go(index - 1)}
                sx={arrowSx}
              >
                <ChevronLeftIcon />
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <CarouselDots count={count} index={index} go={go} label={(i) => `Go to slide ${i + 1}`} size={28} />
              </Box>
              <Box component="button" type="button" aria-label="Next slide" onClick={() => go(index + 1)} sx={arrowSx}>
                <ChevronRightIcon />
              </Box>
            </Box>
          )}
        </Box>
        <div>{aside}</div>
      </Box>
    </Box>
  );
}
