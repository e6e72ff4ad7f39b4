import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { roundButton } from '../layout/ui.tsx';
import { Section } from './section.tsx';
import type { TestimonialItem } from './types.ts';

/** Three testimonials side by side from 1080 px, one below (spec 000 §2). */
const WIDE = '(min-width:1080px)';

function useVisibleCount(): number {
  const [count, setCount] = useState(3);
  useEffect(() => {
    const mq = window.matchMedia(WIDE);
    const read = () => setCount(mq.matches ? 3 : 1);
    read();
    mq.addEventListener('change', read);
    return () => mq.removeEventListener('change', read);
  }, []);
  return count;
}

const arrowSx = {
  ...roundButton(48, '#0F4C81'),
  bgcolor: '#FFFFFF',
  color: 'primary.main',
  border: '1px solid #C9D5E3',
  '&:hover': { bgcolor: 'primary.light' },
} as const;

/** The tenant testimonial carousel: previous/next move one card and wrap; text is clipped at 9.6rem. */
export function Testimonials({ items }: { items: TestimonialItem[] }) {
  const t = useT();
  const visible = useVisibleCount();
  const [index, setIndex] = useState(0);
  const positions = Math.max(1, items.length - visible + 1);
  const at = Math.min(index, positions - 1);
  if (!items.length) return null;
  const move = (delta: number) => setIndex((at + delta + positions) % positions);
  return (
    <Section id="testimonials" title={t('What our tenants say')} tone="tint">
      <Box role="region" aria-roledescription="carousel" aria-label={t('Testimonials')} sx={{ position: 'relative' }}>
        <Box sx={{ overflow: 'hidden', mx: -1.25 }}>
          <Box
            component="ul"
            aria-live="polite"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              transition: 'transform .45s ease',
              transform: `translateX(calc(${at} * -100% / var(--visible)))`,
              '--visible': 1,
              [`@media ${WIDE}`]: { '--visible': 3 },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {items.map((item, i) => {
              const shown = i >= at && i < at + visible;
              return (
                <Box
                  component="li"
                  key={item.id}
                  data-testimonial
                  aria-hidden={shown ? undefined : true}
                  aria-roledescription={t('slide')}
                  aria-label={t('{number} of {count}', { number: i + 1, count: items.length })}
                  sx={{
                    flex: '0 0 calc(100% / var(--visible))',
                    px: 1.25,
                    visibility: { xs: shown ? 'visible' : 'hidden' },
                    transition: 'visibility .45s',
                  }}
                >
                  <Box
                    sx={{
                      height: '100%',
                      bgcolor: '#FFFFFF',
                      border: '1px solid #E3E8EF',
                      borderRadius: '16px',
                      p: { xs: 2.5, md: 3 },
                      display: 'flex',
                      flexDirection: 'column',
                      gap: 1.5,
                    }}
                  >
                    <FormatQuoteIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
                    <Box component="h3" sx={{ typography: 'h4', m: 0, color: 'primary.dark' }}>
                      {item.heading}
                    </Box>
                    <Box
                      component="p"
                      sx={{ m: 0, color: 'text.secondary', lineHeight: 1.6, maxHeight: '9.6rem', overflow: 'hidden' }}
                    >
                      {item.description}
                    </Box>
                    <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      {item.pic && (
                        <Box
                          component="img"
                          src={item.pic}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          decoding="async"
                          sx={{ borderRadius: '50%', bgcolor: '#E7F0F8' }}
                        />
                      )}
                      <div>
                        <Box sx={{ fontWeight: 800, color: 'primary.dark' }}>{item.title}</Box>
                        {item.designation && (
                          <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{item.designation}</Box>
                        )}
                      </div>
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
        {positions > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 3 }}>
            <Box
              component="button"
              type="button"
              aria-label={t('Previous testimonial')}
              onClick={() => move(-1)}
              sx={arrowSx}
            >
              <ChevronLeftIcon />
            </Box>
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontWeight: 600, minWidth: 56, textAlign: 'center' }}
              aria-hidden
            >
              {at + 1} / {positions}
            </Box>
            <Box
              component="button"
              type="button"
              aria-label={t('Next testimonial')}
              onClick={() => move(1)}
              sx={arrowSx}
            >
              <ChevronRightIcon />
            </Box>
          </Box>
        )}
      </Box>
    </Section>
  );
}
