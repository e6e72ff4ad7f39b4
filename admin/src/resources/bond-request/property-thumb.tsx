import HomeIcon from '@mui/icons-material/HomeWorkOutlined';
import { Box } from '@mui/material';

/** A property's first image as a small rounded thumbnail (an icon when it has none); decorative, the name says what it is. */
export function PropertyThumb({ src, size = 72 }: { src?: string; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
      aria-hidden
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <HomeIcon />
      )}
    </Box>
  );
}
