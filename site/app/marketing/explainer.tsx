import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { Section } from './section.tsx';
import type { SectionItem } from './types.ts';

const VideoDialog = lazy(() => import('./video-dialog.tsx'));

const COVERS = [
  msg('Unpaid rent'),
  msg('Breach of notice or lock-in period, up to 2 times the guarantee'),
  msg('Damage beyond normal wear and tear'),
  msg('Unpaid utility and maintenance bills'),
];

/** Only embeds from the privacy-friendly player are played (the site's CSP allows no other frame). */
const isEmbed = (url?: string) => Boolean(url && /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/.test(url));

/** "What is a rental guarantee?" with what it covers, and the video modal (loaded when first opened). */
export function Explainer({ item }: { item?: SectionItem }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!item) return null;
  const video = isEmbed(item.linkUrl) ? item.linkUrl : undefined;
  return (
    <Section id="whatIsRentalGuarantee" title={item.title} headingAlign="left">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          alignItems: 'start',
          mt: { md: -2 },
        }}
      >
        <div>
          <Box component="p" sx={{ m: 0, fontSize: { xs: 16, md: 18 }, lineHeight: 1.75, color: 'text.primary' }}>
            {item.description}
          </Box>
          {video && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PlayArrowIcon />}
              aria-haspopup="dialog"
              onClick={() => {
                setLoaded(true);
                setOpen(true);
              }}
              sx={{ mt: 3, borderRadius: '999px', px: 3, py: 1.25 }}
            >
              {item.linkLabel || t('Watch the video')}
            </Button>
          )}
        </div>
        <Box sx={{ bgcolor: 'primary.main', color: '#FFFFFF', borderRadius: '16px', p: { xs: 3, md: 4 } }}>
          <Box component="h3" sx={{ typography: 'h4', m: 0, mb: 2 }}>
            {t('The guarantee covers')}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
            {COVERS.map((c) => (
              <Box
                component="li"
                key={c}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.5 }}
              >
                <CheckCircleIcon sx={{ color: '#FFD2B3', mt: '1px' }} aria-hidden />
                {t(c)}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {loaded && video && (
        <Suspense fallback={null}>
          <VideoDialog
            open={open}
            onClose={() => setOpen(false)}
            src={video}
            title={item.linkLabel || t('How Nivaas works')}
          />
        </Suspense>
      )}
    </Section>
  );
}
