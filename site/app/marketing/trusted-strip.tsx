import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import type { SectionItem } from './types.ts';

const up = keyframes`from { transform: translateY(0); } to { transform: translateY(-50%); }`;
const left = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

const MARK_COLOURS = ['#0F4C81', '#B94A12', '#1E5F3B', '#3D2F7A', '#0A3559'];

/** One institution: its logo drawn as a text mark (or its uploaded image). */
export function LogoMark({ item, index }: { item: SectionItem; index: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: '#FFFFFF',
        border: '1px solid #E3E8EF',
        borderRadius: '12px',
        px: 2,
        py: 1.5,
        width: { xs: 'max-content', md: 'auto' },
        height: 72,
      }}
    >
      {item.image ? (
        <Box
          component="img"
          src={item.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          sx={{ objectFit: 'contain' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 40,
            height: 40,
            borderRadius: '8px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: MARK_COLOURS[index % MARK_COLOURS.length],
            color: '#FFFFFF',
            fontWeight: 800,
            fontSize: 15,
            letterSpacing: '.02em',
          }}
        >
          {initials(item.title)}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{
            fontWeight: 800,
            color: 'primary.dark',
            lineHeight: 1.2,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {item.title}
        </Box>
        {item.description && (
          <Box sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>{item.description}</Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * "Trusted by 1000+ Industry Leaders": the logos scroll upwards on wide screens (30 s a loop) and sideways
 * on phones (150 s). The list is drawn twice for a seamless loop; the copy is hidden from screen readers.
 * With reduced motion the strip stands still and shows every logo.
 */
export function TrustedStrip({ items }: { items: SectionItem[] }) {
  // The second copy (for the seamless loop) is added in the browser: the server's HTML stays small.
  const t = useT();
  const [looped, setLooped] = useState(false);
  useEffect(() => setLooped(true), []);
  if (!items.length) return null;
  const list = (copy: boolean) => (
    <Box
      component="ul"
      aria-hidden={copy || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: `repeat(${items.length}, max-content)`, md: 'repeat(2, minmax(0, 1fr))' },
        pb: { md: 1.5 },
        pr: { xs: 1.5, md: 0 },
      }}
    >
      {items.map((item, i) => (
        <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
          <LogoMark item={item} index={i} />
        </Box>
      ))}
    </Box>
  );
  return (
    <Box
      component="section"
      id="trustedBy"
      aria-labelledby="trustedBy-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: '#F3F7FB', scrollMarginTop: 68 }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, md: 3 },
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Box component="h2" id="trustedBy-title" sx={{ typography: 'h2', m: 0, color: 'primary.dark' }}>
            {t('Trusted by 1000+ Industry Leaders')}
          </Box>
          <Box
            component="p"
            sx={{ mt: 1.5, mb: 0, color: 'text.secondary', fontSize: { xs: 16, md: 18 }, lineHeight: 1.6 }}
          >
            {t(
              'Colleges, coaching institutes and employers recommend Nivaas rental bonds to their students and teams relocating across India.',
            )}
          </Box>
        </div>
        <Box
          sx={{
            overflow: 'hidden',
            height: { xs: 'auto', md: 336 },
            maskImage: {
              xs: 'linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)',
              md: 'linear-gradient(180deg, transparent, #000 12%, #000 88%, transparent)',
            },
            mx: { xs: -2.5, md: 0 },
            '@media (prefers-reduced-motion: reduce)': { overflow: 'auto', maskImage: 'none' },
          }}
        >
          <Box
            data-strip
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              width: { xs: 'max-content', md: 'auto' },
              animation: { xs: `${left} 150s linear infinite`, md: `${up} 30s linear infinite` },
              '&:hover': { animationPlayState: 'paused' },
              '@media (prefers-reduced-motion: reduce)': {
                animation: 'none',
                '& > ul[aria-hidden]': { display: 'none' },
              },
            }}
          >
            {list(false)}
            {looped && list(true)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
