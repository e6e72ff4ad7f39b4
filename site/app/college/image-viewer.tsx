import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { plainButton } from '../layout/ui.tsx';

const navSx = {
  color: '#FFFFFF',
  bgcolor: 'rgba(11,22,32,.7)',
  border: '1px solid rgba(255,255,255,.35)',
  '&:hover': { bgcolor: 'rgba(40,60,80,.9)' },
  '&:focus-visible': { outline: '3px solid #FFD2B3' },
} as const;

/**
 * The full-screen photo viewer of a college card (spec 000 §2): close, previous, next, "n / total" and thumbnails;
 * Escape closes, the left and right arrow keys move (wrapping). The dialog locks the page's scroll while open
 * and gives the focus back to the photo on close. `onClose` receives the photo last shown.
 */
export default function ImageViewer({
  open,
  images,
  name,
  start,
  onClose,
}: {
  open: boolean;
  images: string[];
  name: string;
  start: number;
  onClose: (last: number) => void;
}) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(start);
  const titleId = useId();
  useEffect(() => {
    if (open) setIndex(start);
  }, [open, start]);
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    }
  };
  return (
    <Dialog
      open={open}
      fullScreen
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      data-testid="image-viewer"
      slotProps={{ paper: { sx: { bgcolor: '#0B1620', color: '#FFFFFF', display: 'flex', flexDirection: 'column' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 1.5, md: 3 }, py: 1.5 }}>
        <Box
          component="h2"
          id={titleId}
          sx={{
            m: 0,
            fontSize: { xs: 16, md: 18 },
            fontWeight: 700,
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
        <Box
          component="span"
          data-testid="viewer-counter"
          aria-live="polite"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {index + 1} / {count}
        </Box>
        <IconButton aria-label={t('Close photos')} onClick={() => onClose(index)} sx={navSx}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1, md: 9 },
        }}
      >
        <Box
          component="img"
          src={images[index]}
          alt={t('{name}, photo {number} of {count}', { name, number: index + 1, count })}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
        {count > 1 ? (
          <>
            <IconButton
              aria-label={t('Previous photo')}
              onClick={() => go(index - 1)}
              sx={{
                ...navSx,
                position: 'absolute',
                left: { xs: 8, md: 20 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={t('Next photo')}
              onClick={() => go(index + 1)}
              sx={{
                ...navSx,
                position: 'absolute',
                right: { xs: 8, md: 20 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        ) : null}
      </Box>
      <Box
        component="ul"
        aria-label={t('Thumbnails')}
        sx={{
          listStyle: 'none',
          m: 0,
          px: 2,
          py: 1.5,
          display: 'flex',
          gap: 1,
          justifyContent: { md: 'center' },
          overflowX: 'auto',
        }}
      >
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <Box
              component="button"
              type="button"
              aria-label={t('Show photo {number} of {count}', { number: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{
                ...plainButton,
                display: 'block',
                border: '3px solid',
                borderColor: i === index ? '#FFD2B3' : 'transparent',
                borderRadius: 1.5,
                overflow: 'hidden',
                opacity: i === index ? 1 : 0.7,
                '&:hover': { opacity: 1 },
                '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={src}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                sx={{ display: 'block', width: { xs: 64, md: 96 }, height: { xs: 48, md: 72 }, objectFit: 'cover' }}
              />
            </Box>
          </li>
        ))}
      </Box>
    </Dialog>
  );
}
