import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useContext } from 'react';

import { useT } from '#forms/i18n.tsx';

import { InLayout } from '../layout/in-layout.ts';

/** What a visitor sees when a page cannot be shown: not found, or a failure on our side (never a stack trace). */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  const inLayout = useContext(InLayout);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <div>
        <Typography variant="h1" component="h1" gutterBottom>
          {notFound ? t('Page not found') : t('Something went wrong')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound
            ? t('The page you are looking for does not exist or has moved.')
            : t('Something went wrong on our side. Please try again.')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={Link} to="/" variant="contained">
            {t('Go to the home page')}
          </Button>
          <Button component={Link} to="/properties" variant="outlined">
            {t('Search properties')}
          </Button>
        </Box>
      </div>
    </Box>
  );
}
