import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

import { grouped } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import { visuallyHidden } from '../layout/ui.tsx';
import type { SectionItem } from './types.ts';

/**
 * Counter timings of spec 000 §2/§9: about counters run 2000 ms in 10 ms steps; the scroll counter 1000 ms in 50 ms
 * steps.
 */
export const ABOUT_TIMING = { duration: 2000, step: 10 };
export const SCROLL_TIMING = { duration: 1000, step: 50 };

/**
 * A number that counts up once, when half of it is visible. The server renders the final value (no
 * script, crawlers); in the browser it restarts from 0 when it first comes into view. The final text
 * reserves the width, so nothing moves while counting.
 */
function CountUp({ item, timing }: { item: SectionItem; timing: { duration: number; step: number } }) {
  const target = item.value ?? 0;
  const [shown, setShown] = useState(target);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (
      !el ||
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      return;
    let timer = 0;
    // The observer's first report says whether the number is in view now (no layout read of our own right after
    // the section rendered, which would force a reflow): out of view, it waits at 0; half visible, it counts.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry.isIntersecting) return setShown(0);
        if (entry.intersectionRatio < 0.5) return;
        observer.disconnect();
        const steps = Math.max(1, Math.round(timing.duration / timing.step));
        let n = 0;
        setShown(0);
        timer = window.setInterval(() => {
          n += 1;
          setShown(n >= steps ? target : Math.floor((target * n) / steps));
          if (n >= steps) window.clearInterval(timer);
        }, timing.step);
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [target, timing.duration, timing.step]);
  const text = `${item.prefix ?? ''}${grouped(target)}${item.suffix ?? ''}`;
  return (
    <Box
      component="span"
      ref={ref}
      sx={{ position: 'relative', display: 'inline-block', fontVariantNumeric: 'tabular-nums' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
      <Box component="span" aria-hidden sx={{ visibility: 'hidden' }}>
        {text}
      </Box>
      <Box
        component="span"
        aria-hidden
        data-counter={target}
        sx={{ position: 'absolute', inset: 0, textAlign: 'center', whiteSpace: 'nowrap' }}
      >
        {`${item.prefix ?? ''}${grouped(shown)}${item.suffix ?? ''}`}
      </Box>
    </Box>
  );
}

/** The about-us counters (the first three items) and the scroll counter (the fourth, "people"). */
export function Counters({ items }: { items: SectionItem[] }) {
  const t = useT();
  if (!items.length) return null;
  const about = items.length > 3 ? items.slice(0, 3) : items;
  const people = items.length > 3 ? items[3] : undefined;
  return (
    <Box
      component="section"
      id="aboutUs"
      aria-labelledby="aboutUs-title"
      sx={{ bgcolor: 'primary.main', color: '#FFFFFF', py: { xs: 6, md: 8 }, scrollMarginTop: 68 }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, md: 3 }, textAlign: 'center' }}>
        <Box component="h2" id="aboutUs-title" sx={{ typography: 'h2', m: 0, mb: { xs: 3, md: 5 } }}>
          {t('Nivaas in numbers')}
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${about.length}, 1fr)` },
          }}
        >
          {about.map((item) => (
            <li key={item.id}>
              <Box sx={{ fontSize: { xs: 38, md: 48 }, fontWeight: 800, lineHeight: 1.1 }}>
                <CountUp item={item} timing={ABOUT_TIMING} />
              </Box>
              <Box sx={{ mt: 1, fontSize: { xs: 16, md: 18 }, color: '#E6EEF6' }}>{item.title}</Box>
            </li>
          ))}
        </Box>
        {people && (
          <Box
            component="p"
            sx={{
              m: 0,
              mt: { xs: 4, md: 6 },
              display: 'inline-block',
              px: 3,
              py: 1.5,
              borderRadius: '999px',
              bgcolor: 'rgba(255,255,255,.12)',
              fontSize: { xs: 17, md: 20 },
              fontWeight: 600,
            }}
          >
            <Box component="strong" sx={{ fontWeight: 800, color: '#FFD2B3' }}>
              <CountUp item={people} timing={SCROLL_TIMING} />
            </Box>{' '}
            {people.title.toLowerCase()}
          </Box>
        )}
      </Box>
    </Box>
  );
}
