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
export const plainButton = { appearance: 'none', background: 'none', border: 0, font: 'inherit', cursor: 'pointer', m: 0, p: 0 } as const;

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
