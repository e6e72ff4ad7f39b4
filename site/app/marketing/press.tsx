import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { NewWindowHint } from '../layout/ui.tsx';
import { formatDate } from './format.ts';
import { Section } from './section.tsx';
import type { PressCard } from './types.ts';

/** Press: three article cards (title clamped to three lines, tag, date, "Show more", "5 min read"). Id eqInNews for `?section=eqInNews`. */
export function Press({ items }: { items: PressCard[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Section
      id="eqInNews"
      title={t('Nivaas in the news')}
      intro={t('What the press is saying about deposit-free renting in India.')}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {items.slice(0, 3).map((p) => (
          <Box
            component="li"
            key={p.id}
            data-press-card
            sx={{
              display: 'flex',
              flexDirection: 'column',
              bgcolor: '#FFFFFF',
              border: '1px solid #E3E8EF',
              borderRadius: '16px',
              overflow: 'hidden',
            }}
          >
            {p.image && (
              <Box
                component="img"
                src={p.image}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  display: 'block',
                  bgcolor: '#E7F0F8',
                }}
              />
            )}
            <Box sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, fontSize: 14 }}
              >
                {p.tag && (
                  <Box
                    component="span"
                    sx={{
                      px: 1.25,
                      py: 0.25,
                      borderRadius: '16px',
                      bgcolor: '#FBEAE0',
                      color: '#8A360C',
                      fontWeight: 700,
                    }}
                  >
                    {p.tag}
                  </Box>
                )}
                <Box component="time" dateTime={p.date} sx={{ color: 'text.secondary' }}>
                  {formatDate(p.date)}
                </Box>
              </Box>
              <Box
                component="h3"
                title={p.title}
                sx={{
                  typography: 'h4',
                  m: 0,
                  color: 'primary.dark',
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  lineHeight: 1.35,
                }}
              >
                {p.title}
              </Box>
              <Box
                sx={{
                  mt: 'auto',
                  pt: 1,
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  fontSize: 14,
                }}
              >
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('5 min read')}
                </Box>
                <Box
                  component="a"
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{
                    color: 'secondary.main',
                    fontWeight: 700,
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                    '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
                  }}
                >
                  {t('Show more')}
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: '1px',
                      height: '1px',
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {`: ${p.title}`}
                  </Box>
                  <NewWindowHint />
                </Box>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
