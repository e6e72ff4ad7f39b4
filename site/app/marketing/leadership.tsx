import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { Section } from './section.tsx';
import type { LeaderItem } from './types.ts';

/** Leadership: the five directors and officers. */
export function Leadership({ items }: { items: LeaderItem[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Section id="leadership" title={t('Our leadership')} intro={t('The team building deposit-free renting for India.')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 2.5 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            lg: 'repeat(5, 1fr)',
          },
        }}
      >
        {items.slice(0, 5).map((l) => (
          <Box
            component="li"
            key={l.id}
            data-leader
            sx={{
              textAlign: { xs: 'left', sm: 'center' },
              display: { xs: 'grid', sm: 'block' },
              gridTemplateColumns: '72px 1fr',
              columnGap: 2,
              alignItems: 'start',
              bgcolor: '#FFFFFF',
              border: '1px solid #E3E8EF',
              borderRadius: '16px',
              p: 2.5,
            }}
          >
            {l.photo ? (
              <Box
                component="img"
                src={l.photo}
                alt=""
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
                sx={{
                  width: { xs: 72, sm: 112 },
                  height: { xs: 72, sm: 112 },
                  borderRadius: '50%',
                  display: 'block',
                  mx: { sm: 'auto' },
                  mb: { sm: 2 },
                  bgcolor: '#E7F0F8',
                }}
              />
            ) : (
              <span />
            )}
            <div>
              <Box
                component="h3"
                sx={{
                  typography: 'h4',
                  fontSize: 18,
                  m: 0,
                  color: 'primary.dark',
                }}
              >
                {l.name}
              </Box>
              <Box
                component="p"
                sx={{
                  m: 0,
                  mt: 0.5,
                  color: 'secondary.main',
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {l.title}
              </Box>
              {l.description && (
                <Box
                  component="p"
                  sx={{
                    m: 0,
                    mt: 1.25,
                    color: 'text.secondary',
                    fontSize: 14,
                    lineHeight: 1.55,
                  }}
                >
                  {l.description}
                </Box>
              )}
            </div>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
