import { useEffect, useState } from 'react';

import { english, type Translate } from '#engine/runtime/i18n/translator.ts';

/**
 * A carousel's slide index: auto-advancing every `intervalMs` and wrapping, paused while hovered or
 * focused (or `held` by the caller, e.g. while a viewer is open), still for visitors who ask for reduced
 * motion. `go(i)` wraps too (arrows and dots).
 */
export function useCarousel(count: number, intervalMs: number, held = false) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || held || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, held, count, intervalMs]);
  const go = (i: number) => setIndex(count ? ((i % count) + count) % count : 0);
  /** Spread on the carousel's region. */
  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { index, go, pauseHandlers };
}

/** The accessible attributes of slide `i` of `count`: a group announced as "slide n of count", hidden while not shown. */
export const slideAttributes = (i: number, count: number, shown: boolean, t: Translate = english) =>
  ({
    role: 'group',
    'aria-roledescription': t('slide'),
    'aria-label': t('{number} of {count}', { number: i + 1, count }),
    'aria-hidden': shown ? undefined : true,
  }) as const;
