import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { NewWindowHint, plainButton } from '../layout/ui.tsx';
import { BannerArt } from './art.tsx';
import type { SectionItem } from './types.ts';

/**
 * The slide shown at a scroll position (spec 000 §2): scroll / (4 viewport heights) × slide count, capped at the last
 * slide.
 */
export function slideIndexFor(scrollY: number, innerHeight: number, count: number): number {
  if (count < 1 || innerHeight <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.floor((scrollY / (4 * innerHeight)) * count)));
}

const BACKGROUNDS = [
  'linear-gradient(135deg, #0A3559 0%, #0F4C81 100%)',
  'linear-gradient(135deg, #3A1C08 0%, #8A360C 100%)',
  'linear-gradient(135deg, #173A2A 0%, #1E5F3B 100%)',
  'linear-gradient(135deg, #0A3559 0%, #1C5F99 100%)',
];

/**
 * The tenant landing banner: a sticky panel whose slide follows the page's scroll (three questions, then
 * the tagline with "Know more" to the about page). The panel is tall enough for every slide to be seen.
 */
export function ScrollSlides({
  slides,
  aboutUrl,
  onExperience,
}: {
  slides: SectionItem[];
  aboutUrl: string;
  onExperience: () => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setIndex(slideIndexFor(window.scrollY, window.innerHeight, count));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [count]);
  if (!count) return null;
  return (
    <Box
      component="section"
      aria-labelledby="tenants-title"
      data-scroll-slides
      sx={{ position: 'relative', height: { xs: 'calc(460vh - 60px)', md: 'calc(460vh - 68px)' } }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 60, md: 68 },
          height: { xs: 'calc(100vh - 60px)', md: 'calc(100vh - 68px)' },
          overflow: 'hidden',
          color: '#FFFFFF',
        }}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          const last = i === count - 1;
          return (
            <Box
              key={slide.id}
              data-slide={i}
              data-active={active ? 'true' : 'false'}
              aria-hidden={active ? undefined : true}
              sx={{
                position: 'absolute',
                inset: 0,
                background: BACKGROUNDS[i % BACKGROUNDS.length],
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transition: 'opacity .5s ease, visibility .5s',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <Box
                sx={{
                  maxWidth: 1200,
                  height: '100%',
                  mx: 'auto',
                  px: { xs: 2.5, md: 3 },
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
                  gap: 5,
                  alignItems: 'center',
                }}
              >
                <div>
                  {i === 0 ? (
                    <Box component="h1" id="tenants-title" sx={eyebrow}>
                      {t('For tenants: rent without a security deposit')}
                    </Box>
                  ) : (
                    <Box component="p" sx={eyebrow}>
                      {t('For tenants: rent without a security deposit')}
                    </Box>
                  )}
                  <Box component="h2" sx={{ typography: 'h1', fontSize: { xs: '2rem', md: '3rem' }, m: 0 }}>
                    {slide.title}
                  </Box>
                  {slide.description && (
                    <Box
                      component="p"
                      sx={{
                        mt: 2.5,
                        mb: 0,
                        fontSize: { xs: 17, md: 20 },
                        lineHeight: 1.6,
                        color: '#F1F5F9',
                        maxWidth: 620,
                      }}
                    >
                      {slide.description}
                    </Box>
                  )}
                  {last ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
                      <Box
                        component="a"
                        href={aboutUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        tabIndex={active ? 0 : -1}
                        sx={{ ...pill, bgcolor: '#FFFFFF', color: 'primary.dark', '&:hover': { bgcolor: '#FFE9DB' } }}
                      >
                        {slide.linkLabel || t('Know more')}
                        <NewWindowHint />
                      </Box>
                      <Box
                        component="button"
                        type="button"
                        aria-haspopup="dialog"
                        onClick={onExperience}
                        tabIndex={active ? 0 : -1}
                        sx={{
                          ...plainButton,
                          ...pill,
                          bgcolor: 'secondary.main',
                          color: '#FFFFFF',
                          '&:hover': { bgcolor: '#9A3D0E' },
                        }}
                      >
                        {t('Experience now')}
                      </Box>
                    </Box>
                  ) : (
                    <Box
                      component="p"
                      aria-hidden
                      sx={{
                        mt: 5,
                        mb: 0,
                        fontWeight: 700,
                        color: '#FFD2B3',
                        letterSpacing: '.06em',
                        textTransform: 'uppercase',
                        fontSize: 14,
                      }}
                    >
                      {t('Scroll to continue ↓')}
                    </Box>
                  )}
                </div>
                <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 420, justifySelf: 'end', width: '100%' }}>
                  <BannerArt variant={i} />
                </Box>
              </Box>
            </Box>
          );
        })}
        <Box
          component="ol"
          aria-label={t('Slides')}
          sx={{
            position: 'absolute',
            right: { xs: 'auto', md: 32 },
            left: { xs: '50%', md: 'auto' },
            top: { xs: 'auto', md: '50%' },
            bottom: { xs: 28, md: 'auto' },
            transform: { xs: 'translateX(-50%)', md: 'translateY(-50%)' },
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridAutoFlow: { xs: 'column', md: 'row' },
            gap: 1.25,
          }}
        >
          {slides.map((s, i) => (
            <Box
              component="li"
              key={s.id}
              aria-current={i === index ? 'step' : undefined}
              sx={{
                width: { xs: i === index ? 28 : 10, md: 10 },
                height: { xs: 10, md: i === index ? 28 : 10 },
                borderRadius: '999px',
                bgcolor: i === index ? '#FFFFFF' : 'rgba(255,255,255,.45)',
                transition: 'height .3s, width .3s',
              }}
            >
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                {t('Slide {number} of {count}', { number: i + 1, count })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

const eyebrow = {
  m: 0,
  mb: 2,
  fontSize: { xs: 13, md: 15 },
  fontWeight: 800,
  letterSpacing: '.12em',
  textTransform: 'uppercase',
  color: '#FFD2B3',
} as const;
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  px: 3.5,
  py: 1.5,
  borderRadius: '999px',
  fontWeight: 800,
  fontSize: 17,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid #FFD2B3', outlineOffset: 2 },
} as const;
