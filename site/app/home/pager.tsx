import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

/** Previous / next page links of a list page (`?page=N`), with where the reader is. */
export function Pager({ page, totalPages, path }: { page: number; totalPages: number; path: string }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('Pages')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
    >
      <Button component={Link} to={`${path}?page=${page - 1}`} disabled={page <= 1} variant="outlined" size="small">
        {t('Previous')}
      </Button>
      <span>{t('Page {page} of {totalPages}', { page, totalPages })}</span>
      <Button
        component={Link}
        to={`${path}?page=${page + 1}`}
        disabled={page >= totalPages}
        variant="outlined"
        size="small"
      >
        {t('Next')}
      </Button>
    </Box>
  );
}

/** The `?page=` of a list page's address (1 when absent or not a page number). */
export const pageParam = (request: Request) =>
  Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
