import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';

import { AllPhotosDialog } from './all-photos-dialog.tsx';

/** How many photos the gallery shows before Show all photos (spec 002 §2). */
export const GALLERY_SIZE = 4;

/**
 * The property view's gallery (spec 002 §2): the first 4 images (the first one large) and Show all photos, which opens
 * every image. Nothing when the listing has no images.
 */
export function PropertyPhotoGallery({ images, name }: { images: string[]; name: string }) {
  const [open, setOpen] = useState(false);
  if (!images.length) return null;
  const shown = images.slice(0, GALLERY_SIZE);
  const single = shown.length === 1;
  return (
    <Box
      component="section"
      aria-label={`Photos of ${name}`}
      data-testid="property-gallery"
      sx={{ position: 'relative', mb: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          borderRadius: 3,
          overflow: 'hidden',
          height: { xs: 240, md: 380 },
          gridTemplateColumns: { xs: '1fr', md: single ? '1fr' : '2fr 1fr' },
          gridTemplateRows: { xs: '1fr', md: `repeat(${Math.max(1, shown.length - 1)}, minmax(0, 1fr))` },
        }}
      >
        {shown.map((src, i) => (
          <Box
            key={`${src}-${i}`}
            component="img"
            src={src}
            alt={`${name}, photo ${i + 1} of ${images.length}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            data-testid="gallery-photo"
            onClick={() => setOpen(true)}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: { xs: i === 0 ? 'block' : 'none', md: 'block' },
              gridRow: { md: i === 0 ? '1 / -1' : 'auto' },
              cursor: 'pointer',
              bgcolor: 'action.hover',
            }}
          />
        ))}
      </Box>
      <Button
        variant="contained"
        color="inherit"
        size="small"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        data-testid="show-all-photos"
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:hover': { bgcolor: 'background.default' },
        }}
      >
        Show all photos
      </Button>
      {open && <AllPhotosDialog images={images} name={name} onClose={() => setOpen(false)} />}
    </Box>
  );
}
