import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { plainButton } from '../layout/ui.tsx';
import { Section } from './section.tsx';
import type { SectionItem } from './types.ts';

/** The four-step how-it-works accordion: one item open at a time, the first open to begin with (spec 000 §2). */
export function HowItWorks({ items }: { items: SectionItem[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  if (!items.length) return null;
  return (
    <Section
      id="howItWorks"
      title={t('How it works')}
      intro={t('From search to keys in four steps, without a security deposit.')}
    >
      <Box sx={{ maxWidth: 820, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {items.map((item, i) => {
          const expanded = open === i;
          const button = `${base}-b${i}`;
          const panel = `${base}-p${i}`;
          return (
            <Box
              key={item.id}
              data-step={i + 1}
              sx={{
                border: '1px solid',
                borderColor: expanded ? 'primary.main' : '#E3E8EF',
                borderRadius: '12px',
                bgcolor: expanded ? '#F3F7FB' : '#FFFFFF',
                transition: 'border-color .2s, background-color .2s',
              }}
            >
              <Box component="h3" sx={{ m: 0 }}>
                <Box
                  component="button"
                  type="button"
                  id={button}
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => setOpen(expanded ? null : i)}
                  sx={{
                    ...plainButton,
                    width: '100%',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    p: { xs: 2, md: 2.5 },
                    textAlign: 'left',
                    color: 'primary.dark',
                    fontSize: { xs: 17, md: 19 },
                    fontWeight: 700,
                    borderRadius: '12px',
                    '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: expanded ? 'secondary.main' : 'primary.light',
                      color: expanded ? '#FFFFFF' : 'primary.main',
                      fontWeight: 800,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Box component="span" sx={{ flex: 1 }}>
                    {item.title}
                  </Box>
                  <ExpandMoreIcon
                    aria-hidden
                    sx={{ transition: 'transform .2s', transform: expanded ? 'rotate(180deg)' : 'none' }}
                  />
                </Box>
              </Box>
              <Box
                id={panel}
                role="region"
                aria-labelledby={button}
                hidden={!expanded}
                sx={{
                  px: { xs: 2, md: 2.5 },
                  pb: 2.5,
                  pl: { xs: 9, md: 9.5 },
                  color: 'text.secondary',
                  lineHeight: 1.65,
                }}
              >
                {item.description}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
