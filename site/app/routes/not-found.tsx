import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MetaFunction } from '@remix-run/react';
import { Link, useLocation } from '@remix-run/react';
import { data } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta(
    {
      title: msg('Page not found'),
      description: msg(
        'The page you are looking for does not exist on Nivaas. Search deposit-free properties or go to the home page.',
      ),
      path: location.pathname,
      noIndex: true,
    },
    matches,
  );

/** Any path the site does not know: the page below, with HTTP status 404. */
export function loader(): ReturnType<typeof data<{ notFound: true }>> {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  const t = useT();
  const location = useLocation();
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{
        minHeight: '62vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 2.5,
        py: { xs: 6, md: 10 },
      }}
    >
      <Box sx={{ maxWidth: 620 }}>
        <Box
          aria-hidden
          sx={{
            fontSize: { xs: 72, md: 110 },
            fontWeight: 900,
            lineHeight: 1,
            color: 'primary.light',
            WebkitTextStroke: '2px #0F4C81',
            letterSpacing: '.04em',
          }}
        >
          404
        </Box>
        <Box
          component="h1"
          id="not-found-title"
          sx={{ typography: 'h1', fontSize: { xs: '1.8rem', md: '2.4rem' }, color: 'primary.dark', mt: 2, mb: 1.5 }}
        >
          {t('This page has moved out')}
        </Box>
        <Box
          component="p"
          sx={{ m: 0, color: 'text.secondary', fontSize: 17, lineHeight: 1.6, wordBreak: 'break-word' }}
        >
          {t('We could not find')}{' '}
          <Box component="code" sx={{ bgcolor: '#F3F7FB', px: 0.75, borderRadius: 1 }}>
            {location.pathname}
          </Box>
          {t(
            '. The room you want is probably still available: search deposit-free properties or start again from the home page.',
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
          <Button component={Link} to="/" variant="contained" size="large" sx={{ borderRadius: '999px', px: 3 }}>
            {t('Go to the home page')}
          </Button>
          <Button
            component={Link}
            to="/properties"
            variant="outlined"
            size="large"
            sx={{ borderRadius: '999px', px: 3 }}
          >
            {t('Search properties')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
