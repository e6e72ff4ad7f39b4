import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

import { visuallyHidden } from '../layout/ui.tsx';
import { Section } from './section.tsx';
import type { FaqItem } from './types.ts';

/** The FAQ teaser: four tenant questions (native disclosure, no script needed) and LEARN MORE to /faqs. */
export function FaqTeaser({ items }: { items: FaqItem[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Section id="faqs" title={t('Frequently asked questions')} tone="tint">
      <Box sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {items.slice(0, 4).map((f) => (
          <Box
            component="details"
            key={f.id}
            data-faq
            sx={{
              bgcolor: '#FFFFFF',
              border: '1px solid #E3E8EF',
              borderRadius: '12px',
              '& summary': {
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: { xs: 2, md: 2.5 },
                fontWeight: 700,
                color: 'primary.dark',
                fontSize: { xs: 16, md: 18 },
                borderRadius: '12px',
              },
              '& summary::-webkit-details-marker': { display: 'none' },
              '& summary:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
              '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
            }}
          >
            <summary>
              <Box component="span" sx={{ flex: 1 }}>
                {f.title}
              </Box>
              <ExpandMoreIcon className="faq-chevron" aria-hidden sx={{ transition: 'transform .2s' }} />
            </summary>
            <Box
              component="p"
              sx={{ m: 0, px: { xs: 2, md: 2.5 }, pb: 2.5, color: 'text.secondary', lineHeight: 1.65 }}
            >
              {f.description}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button
          component={Link}
          to="/faqs"
          variant="contained"
          size="large"
          sx={{ borderRadius: '999px', px: 4, letterSpacing: '.06em' }}
        >
          {t('LEARN MORE')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('about renting with Nivaas')}
          </Box>
        </Button>
      </Box>
    </Section>
  );
}
