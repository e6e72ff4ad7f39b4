import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

import { CarouselControls } from './carousel-controls.tsx';
import { useDashboardHighlights } from './dashboard-queries.ts';
import { HighlightCard } from './highlight-card.tsx';
import { useItemsPerView } from './use-items-per-view.ts';

const GAP = 16;

/**
 * The Highlights carousel (GET /dashboard/highlights: the live figures, then the highlight resource in display order): 4 items on desktop, 3 on
 * tablet, 1 on mobile; CSS scroll-snap for swiping, arrows, dots and the arrow keys for paging.
 */
export function HighlightsCarousel() {
  const perView = useItemsPerView();
  const { data, isPending, error } = useDashboardHighlights();
  const track = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const items = data?.results ?? [];
  const pages = Math.max(1, Math.ceil(items.length / perView));

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el) return;
      const target = Math.min(Math.max(next, 0), pages - 1);
      const slide = el.children[target * perView] as HTMLElement | undefined;
      el.scrollTo({ left: slide ? slide.offsetLeft : 0, behavior: 'smooth' });
      setPage(target);
    },
    [pages, perView],
  );

  useEffect(() => setPage((p) => Math.min(p, pages - 1)), [pages]);

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    setPage(atEnd ? pages - 1 : Math.round(el.scrollLeft / (el.clientWidth + GAP)));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') goTo(page + 1);
    else if (e.key === 'ArrowLeft') goTo(page - 1);
    else return;
    e.preventDefault();
  };

  return (
    <Box
      component="section"
      data-testid="highlights"
      aria-roledescription="carousel"
      aria-labelledby="highlights-heading"
    >
      <Typography id="highlights-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Highlights
      </Typography>
      {error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No highlights yet.</Typography>
      ) : (
        <>
          <Box
            ref={track}
            tabIndex={0}
            aria-label="Highlights, use the left and right arrow keys to page"
            onScroll={onScroll}
            onKeyDown={onKeyDown}
            sx={{
              position: 'relative',
              display: 'grid',
              gridAutoFlow: 'column',
              gridAutoColumns: `calc((100% - ${(perView - 1) * GAP}px) / ${perView})`,
              gap: `${GAP}px`,
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              scrollbarWidth: 'none',
              '&::-webkit-scrollbar': { display: 'none' },
              '& > *': { scrollSnapAlign: 'start' },
              py: 0.5,
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {items.map((item, i) => (
              <HighlightCard key={item.id} item={item} position={i + 1} total={items.length} />
            ))}
          </Box>
          <CarouselControls pages={pages} page={page} onPage={goTo} />
        </>
      )}
    </Box>
  );
}
