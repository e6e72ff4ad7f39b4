import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';

/** Every photo of a listing, two to a row (one on phones), opened from the gallery's Show all photos. */
export function AllPhotosDialog({ images, name, onClose }: { images: string[]; name: string; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      data-testid="all-photos"
    >
      <DialogTitle id={titleId} component="div">
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {name}: all {images.length} photos
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {images.map((src, i) => (
            <Box
              key={`${src}-${i}`}
              component="img"
              src={src}
              alt={`${name}, photo ${i + 1} of ${images.length}`}
              loading="lazy"
              data-testid="all-photos-photo"
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }}
            />
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
