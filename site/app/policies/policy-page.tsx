import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

/** A policy's text: as it is, or written with the page's translator (`t`). */
export type PolicyText = ReactNode | ((t: Translate) => ReactNode);

export interface PolicySection {
  id: string;
  heading: string;
  body: PolicyText;
}

const shown = (text: PolicyText, t: Translate) => (typeof text === 'function' ? text(t) : text);

/** A policy page: title, last update, a contents list and numbered sections with readable prose. */
export function PolicyPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: PolicyText;
  sections: PolicySection[];
}) {
  const t = useT();
  return (
    <>
      <Box component="section" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md">
          <Typography variant="h1">{t(title)}</Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.95 }}>{t('Last updated: {date}', { date: updated })}</Typography>
        </Container>
      </Box>
      <Container
        maxWidth="md"
        component="article"
        sx={{
          py: { xs: 5, md: 7 },
          '& p, & li': { color: 'text.primary', lineHeight: 1.7, fontSize: '1rem' },
          '& p': { mt: 0, mb: 2 },
          '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
          '& li': { mb: 0.75 },
          '& a': { color: 'primary.main' },
        }}
      >
        <Box sx={{ mb: 4 }}>{shown(intro, t)}</Box>
        <Box
          component="nav"
          aria-label={t('Contents')}
          sx={{ bgcolor: '#F4F7FA', borderRadius: 3, p: { xs: 2.5, md: 3 }, mb: 5 }}
        >
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem', mb: 1 }}>
            {t('Contents')}
          </Typography>
          <Box component="ol" sx={{ columns: { xs: 1, md: 2 }, columnGap: 4, m: 0 }}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{t(s.heading)}</a>
              </li>
            ))}
          </Box>
        </Box>
        {sections.map((s, i) => (
          <Box
            component="section"
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-h`}
            sx={{ mb: 4, scrollMarginTop: 96 }}
          >
            <Typography id={`${s.id}-h`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {i + 1}. {t(s.heading)}
            </Typography>
            {shown(s.body, t)}
          </Box>
        ))}
      </Container>
    </>
  );
}
