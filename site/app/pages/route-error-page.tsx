import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';

/** What a visitor sees when a page cannot be shown: not found, or a failure on our side (never a stack trace). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
      <div>
        <Typography variant="h1" component="h1" gutterBottom>
          {notFound ? 'Page not found' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound ? 'The page you are looking for does not exist or has moved.' : 'Something went wrong on our side. Please try again.'}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          Go to the home page
        </Button>
      </div>
    </Box>
  );
}
