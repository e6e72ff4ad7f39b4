import IconButton from '@mui/material/IconButton';

import { useT } from '#forms/i18n.tsx';

import { HeartIcon } from './heart-icon.tsx';
import { useShortlistToggle } from './shortlist-scope.tsx';
import { useShortlisted } from './shortlist-store.ts';

/** The details page's heart (spec 000 §2: "A heart toggle shortlists"), beside the breadcrumb. */
export function DetailsHeart({ propertyId, name }: { propertyId: string; name: string }) {
  const t = useT();
  const toggle = useShortlistToggle();
  const { shortlisted, busy } = useShortlisted(propertyId);
  if (!toggle) return null;
  return (
    <IconButton
      data-testid="shortlist-heart"
      aria-label={t('Shortlist {name}', { name })}
      aria-pressed={shortlisted}
      aria-busy={busy || undefined}
      onClick={() => !busy && toggle(propertyId)}
      sx={{
        width: 44,
        height: 44,
        border: '1px solid',
        borderColor: 'divider',
        color: shortlisted ? 'error.main' : 'primary.dark',
        opacity: busy ? 0.6 : 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <HeartIcon filled={shortlisted} />
    </IconButton>
  );
}
