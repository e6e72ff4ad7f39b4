import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/** A listing's photo, or a house icon on a tinted ground when it has none. */
export function PropertyPhoto({ src, sx }: { src?: string; sx?: SxProps<Theme> }) {
  const base: SxProps<Theme> = { display: 'block', objectFit: 'cover', bgcolor: 'action.hover' };
  if (src)
    return <Box component="img" src={src} alt="" loading="lazy" sx={[base, ...(Array.isArray(sx) ? sx : [sx])]} />;
  return (
    <Box
      aria-hidden
      sx={[base, { display: 'grid', placeItems: 'center', color: 'text.disabled' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <HomeWorkIcon fontSize="large" />
    </Box>
  );
}
