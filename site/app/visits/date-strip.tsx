import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';

import { useT } from '#forms/i18n.tsx';

import { useRovingRadios } from './use-roving-radios.ts';
import { dayParts } from './visit-dates.ts';

/** The strip's fixed height (also the server's placeholder): nothing moves when the dates arrive. */
export const STRIP_HEIGHT = 84;

/**
 * The visit dates (today to the end of next month) in a sideways-scrolling strip: a radio group (one tab
 * stop; the arrow keys, Home and End choose), with buttons that scroll it by a screenful for the mouse.
 * `dates` is empty before the page has hydrated (the server does not know the visitor's today).
 */
export function DateStrip({
  dates,
  selected,
  today,
  onSelect,
  labelledBy,
}: {
  dates: string[];
  selected?: string;
  today?: string;
  onSelect: (date: string) => void;
  labelledBy: string;
}) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const radios = useRovingRadios({ values: dates, selected, onSelect });
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth - 80), behavior: 'smooth' });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: STRIP_HEIGHT }}>
      <IconButton
        size="small"
        aria-label={t('Earlier dates')}
        onClick={() => scrollBy(-1)}
        disabled={!dates.length}
        sx={{ flexShrink: 0 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={scroller}
        role="radiogroup"
        aria-labelledby={labelledBy}
        onKeyDown={radios.onKeyDown}
        data-testid="visit-dates"
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'thin',
          px: 0.5,
          py: 0.75,
          boxSizing: 'border-box',
        }}
      >
        {dates.length
          ? dates.map((date) => {
              const { weekday, day, month, full } = dayParts(date);
              const chosen = date === selected;
              return (
                <Box
                  key={date}
                  component="button"
                  type="button"
                  {...radios.radio(date)}
                  aria-label={date === today ? t('Today, {date}', { date: full }) : full}
                  sx={{
                    flex: '0 0 auto',
                    width: 58,
                    height: 66,
                    scrollSnapAlign: 'start',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: '1px',
                    border: '1px solid',
                    borderColor: chosen ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    bgcolor: chosen ? 'primary.main' : '#FFFFFF',
                    color: chosen ? 'primary.contrastText' : 'text.primary',
                    font: 'inherit',
                    cursor: 'pointer',
                    p: 0,
                    '&:hover': { borderColor: 'primary.main' },
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: '2px' },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{ fontSize: 12, fontWeight: 600, opacity: chosen ? 1 : 0.8 }}
                  >
                    {date === today ? t('Today') : weekday}
                  </Box>
                  <Box component="span" aria-hidden="true" sx={{ fontSize: 20, fontWeight: 800, lineHeight: 1.1 }}>
                    {day}
                  </Box>
                  <Box component="span" aria-hidden="true" sx={{ fontSize: 12 }}>
                    {month}
                  </Box>
                </Box>
              );
            })
          : Array.from({ length: 7 }, (_, i) => (
              <Box
                key={i}
                aria-hidden="true"
                sx={{ flex: '0 0 auto', width: 58, height: 66, borderRadius: 2, bgcolor: '#EEF2F6' }}
              />
            ))}
      </Box>
      <IconButton
        size="small"
        aria-label={t('Later dates')}
        onClick={() => scrollBy(1)}
        disabled={!dates.length}
        sx={{ flexShrink: 0 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
