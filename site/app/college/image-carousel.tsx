import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { overlayArrow, plainButton } from '../layout/ui.tsx';
import { useCarousel } from '../marketing/use-carousel.ts';
import { COLLEGE_INTERVAL_MS } from './banner-carousel.tsx';

const ImageViewer = lazy(() => import('./image-viewer.tsx'));

const LAZY = { loading: 'lazy', decoding: 'async' } as Record<string, string>;

const arrowSx = overlayArrow(36);

/**
 * A college card's photos (spec 000 §2): auto-advance every 4 s, wrapping, paused while hovered or focused and
 * while the full-screen viewer is open; previous and next; "No images to display" without photos. A click
 * on the photo opens the viewer at that photo; closing it leaves the card on the photo last viewed.
 */
export function ImageCarousel({ images, name, eager }: { images: string[]; name: string; eager?: boolean }) {
  const t = useT();
  const count = images.length;
  const [viewer, setViewer] = useState<{ open: boolean; loaded: boolean }>({ open: false, loaded: false });
  const { index, go, pauseHandlers } = useCarousel(count, COLLEGE_INTERVAL_MS, viewer.open);
  if (!count) {
    return (
      <Box
        data-testid="card-no-images"
        sx={{
          aspectRatio: '4 / 3',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'text.secondary',
          fontWeight: 600,
        }}
      >
        {t(messages.college.noImages)}
      </Box>
    );
  }
  const next = (index + 1) % count;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('Photos of {name}', { name })}
      data-testid="card-carousel"
      data-index={index}
      sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'primary.light', overflow: 'hidden' }}
      {...pauseHandlers}
    >
      <Box
        component="button"
        type="button"
        aria-haspopup="dialog"
        aria-label={t('Open photo {number} of {count} of {name} full screen', { number: index + 1, count, name })}
        onClick={() => setViewer({ open: true, loaded: true })}
        sx={{
          ...plainButton,
          display: 'block',
          width: '100%',
          height: '100%',
          position: 'relative',
          cursor: 'zoom-in',
          '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: -3 },
        }}
      >
        {images.map((src, i) =>
          i === index || i === next ? (
            <Box
              key={`${src}-${i}`}
              component="img"
              src={src}
              alt=""
              width={400}
              height={300}
              {...(eager && i === index ? {} : LAZY)}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: i === index ? 1 : 0,
                transition: 'opacity .4s ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          ) : null,
        )}
      </Box>
      {count > 1 ? (
        <>
          <Box
            component="button"
            type="button"
            aria-label={t('Previous photo of {name}', { name })}
            onClick={() => go(index - 1)}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeftIcon />
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t('Next photo of {name}', { name })}
            onClick={() => go(index + 1)}
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRightIcon />
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              bottom: 8,
              right: 8,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(10,53,89,.75)',
              color: '#FFFFFF',
              fontSize: 12,
              fontWeight: 700,
            }}
          >
            {index + 1} / {count}
          </Box>
        </>
      ) : null}
      {viewer.loaded ? (
        <Suspense fallback={null}>
          <ImageViewer
            open={viewer.open}
            images={images}
            name={name}
            start={index}
            onClose={(last) => {
              go(last);
              setViewer({ open: false, loaded: true });
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
