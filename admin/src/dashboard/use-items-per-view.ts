import { useMediaQuery } from '@mui/material';

/** Carousel breakpoints of spec 002 §9: 1 item below 464 px, 3 up to 1024 px, 4 from 1024 px. */
export function useItemsPerView(): number {
  const desktop = useMediaQuery('(min-width:1024px)', { noSsr: true });
  const tablet = useMediaQuery('(min-width:464px)', { noSsr: true });
  return desktop ? 4 : tablet ? 3 : 1;
}
