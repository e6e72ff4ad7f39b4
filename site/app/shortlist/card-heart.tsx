import { useT } from '#forms/i18n.tsx';

import { HeartIcon } from './heart-icon.tsx';
import { useShortlistToggle } from './shortlist-scope.tsx';
import { useShortlisted } from './shortlist-store.ts';

/**
 * The heart over a search card's picture (a button beside the card's link, not inside it: pressing it never
 * opens the details). Styled by the result list (`.pc-heart` in RESULT_LIST_SX) and placed absolutely, so
 * the server-rendered card has it from the start and nothing moves when the shortlist arrives.
 */
export function CardHeart({ propertyId, name }: { propertyId: string; name: string }) {
  const t = useT();
  const toggle = useShortlistToggle();
  const { shortlisted, busy } = useShortlisted(propertyId);
  if (!toggle) return null;
  return (
    <button
      type="button"
      className="pc-heart"
      data-testid="shortlist-heart"
      aria-label={t('Shortlist {name}', { name })}
      aria-pressed={shortlisted}
      aria-busy={busy || undefined}
      onClick={() => !busy && toggle(propertyId)}
    >
      <HeartIcon filled={shortlisted} />
    </button>
  );
}
