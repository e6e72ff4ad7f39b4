import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';
import type { SiteSection } from '#generated/types/site-section.ts';

import { CarouselDots } from '../layout/ui.tsx';
import { slideAttributes, useCarousel } from '../marketing/use-carousel.ts';

const INTERVAL = 5000;
const BACKGROUNDS = [
  'linear-gradient(120deg, #0F4C81 0%, #0A3559 100%)',
  'linear-gradient(120deg, #0A3559 0%, #14507F 100%)',
  'linear-gradient(120deg, #5A2408 0%, #8E3A10 100%)',
];

/**
 * The partner page's carousel of banners (site-section `partnerBanner`): each with its button, auto-advancing
 * every 5 s and wrapping (not for visitors who ask for reduced motion), paused while hovered or focused, with
 * arrows and dots.
 */
export function BannerCarousel({ items }: { items: SiteSection[] }) {
  const t = useT();
  const count = items.length;
  const { index, go, pauseHandlers } = useCarousel(count, INTERVAL);
  if (!count) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('Partner with Nivaas')}
      sx={{ position: 'relative', overflow: 'hidden', color: '#FFFFFF' }}
      {...pauseHandlers}
    >
      <Box sx={{ display: 'flex', transition: 'transform 600ms ease', transform: `translateX(-${index * 100}%)` }}>
        {items.map((item, i) => {
          const internal = item.linkUrl?.startsWith('/');
          return (
            <Box
              key={item.id ?? item.title}
              {...slideAttributes(i, count, i === index)}
              data-banner
              sx={{
                flex: '0 0 100%',
                minHeight: { xs: 420, md: 440 },
                display: 'flex',
                alignItems: 'center',
                background: BACKGROUNDS[i % BACKGROUNDS.length],
                visibility: i === index ? 'visible' : 'hidden',
                transition: 'visibility 0s linear 600ms',
                ...(i === index ? { transition: 'none' } : {}),
              }}
            >
              <Container maxWidth="lg" sx={{ px: { xs: 7, md: 10 }, py: 6 }}>
                {i === 0 ? (
                  <Typography variant="h1" sx={{ maxWidth: 720 }}>
                    {item.title}
                  </Typography>
                ) : (
                  <Typography component="h2" variant="h1" sx={{ maxWidth: 720 }}>
                    {item.title}
                  </Typography>
                )}
                {item.description && (
                  <Typography sx={{ mt: 2, maxWidth: 620, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95 }}>
                    {item.description}
                  </Typography>
                )}
                {item.linkLabel && item.linkUrl && (
                  <Button
                    {...(internal ? { component: Link, to: item.linkUrl } : { href: item.linkUrl })}
                    tabIndex={i === index ? 0 : -1}
                    variant="contained"
                    size="large"
                    sx={{ mt: 4, bgcolor: '#FFFFFF', color: 'primary.main', '&:hover': { bgcolor: '#E7F0F8' } }}
                  >
                    {item.linkLabel}
                  </Button>
                )}
              </Container>
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            aria-label={t('Previous banner')}
            onClick={() => go(index - 1)}
            sx={{
              position: 'absolute',
              left: { xs: 4, md: 16 },
              top: '50%',
              transform: 'translateY(-50%)',
              color: '#FFFFFF',
              bgcolor: 'rgba(0,0,0,0.25)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.4)' },
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('Next banner')}
            onClick={() => go(index + 1)}
            sx={{
              position: 'absolute',
              right: { xs: 4, md: 16 },
              top: '50%',
              transform: 'translateY(-50%)',
              color: '#FFFFFF',
              bgcolor: 'rgba(0,0,0,0.25)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.4)' },
            }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 16,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 1,
            }}
          >
            <CarouselDots
              count={count}
              index={index}
              go={go}
              label={(i) => t('Show banner {number}', { number: i + 1 })}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
