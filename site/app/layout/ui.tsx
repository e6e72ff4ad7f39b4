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
