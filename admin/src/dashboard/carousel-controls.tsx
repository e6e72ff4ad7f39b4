import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack } from '@mui/material';

export interface CarouselControlsProps {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}

/** Previous/next arrows and one dot per page; all are buttons, so they work from the keyboard. */
export function CarouselControls({ pages, page, onPage }: CarouselControlsProps) {
  if (pages <= 1) return null;
  return (
    <Stack direction="row" alignItems="center" justifyContent="center" spacing={1} sx={{ mt: 1 }}>
      <IconButton aria-label="Previous highlights" onClick={() => onPage(page - 1)} disabled={page === 0} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Stack direction="row" spacing={0.5} role="group" aria-label="Choose highlights page">
        {Array.from({ length: pages }, (_, i) => (
          <Box
            key={i}
            component="button"
            type="button"
            aria-label={`Highlights page ${i + 1} of ${pages}`}
            aria-current={i === page ? 'true' : undefined}
            onClick={() => onPage(i)}
            sx={{
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: i === page ? 12 : 8,
                height: i === page ? 12 : 8,
                borderRadius: '50%',
                bgcolor: i === page ? 'primary.main' : 'text.disabled',
                transition: 'all 150ms',
              },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          />
        ))}
      </Stack>
      <IconButton
        aria-label="Next highlights"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages - 1}
        size="small"
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
