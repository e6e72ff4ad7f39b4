import Box from '@mui/material/Box';

/** Small pieces shared by the layout and the marketing sections. */

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Read by screen readers after a link that opens a new window. */
export function NewWindowHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (opens in a new window)
    </Box>
  );
}

/** A <button> with the browser's look removed. */
export const plainButton = {
  appearance: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  m: 0,
  p: 0,
} as const;

/** A round icon button of `size` px (carousel arrows), with the site's focus ring. Colours are the caller's. */
export const roundButton = (size: number, focusColour = '#FFD2B3') =>
  ({
    ...plainButton,
    width: size,
    height: size,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    '&:focus-visible': { outline: `3px solid ${focusColour}`, outlineOffset: 2 },
  }) as const;

/** A round white arrow laid over a picture, centred vertically on a dark disc (place it with left/right). */
export const overlayArrow = (size: number) =>
  ({
    ...roundButton(size),
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#FFFFFF',
    bgcolor: 'rgba(10,53,89,.6)',
    '&:hover': { bgcolor: 'rgba(10,53,89,.85)' },
  }) as const;

/** The first focusable link of a page: hidden until focused, it jumps past the top bar to `#main`. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -60,
        zIndex: 1300,
        bgcolor: 'secondary.main',
        color: '#FFFFFF',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}

/** A banner carousel's dots: one button per slide (`label(i)` names it), the current one wider and marked. */
export function CarouselDots({
  count,
  index,
  go,
  label,
  size = 24,
}: {
  count: number;
  index: number;
  go: (i: number) => void;
  label: (i: number) => string;
  size?: number;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Box
          key={i}
          component="button"
          type="button"
          aria-label={label(i)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => go(i)}
          sx={{
            ...plainButton,
            width: size,
            height: size,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            '&:focus-visible': { outline: '3px solid #FFD2B3' },
          }}
        >
          <Box
            component="span"
            sx={{
              width: i === index ? size - 4 : 10,
              height: 10,
              borderRadius: '999px',
              bgcolor: i === index ? '#FFFFFF' : 'rgba(255,255,255,.55)',
              transition: 'width .3s',
            }}
          />
        </Box>
      ))}
    </>
  );
}
