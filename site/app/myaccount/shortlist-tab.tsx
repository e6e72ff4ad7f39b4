import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';
import { useCallback, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { myShortlist, removeShortlist, type ShortlistEntry } from '../visitor/visitor-api.ts';
import { isSessionLost } from './lead-session.ts';
import { EmptyList, LoadFailed, Loading } from './list-states.tsx';
import { usePropertiesHref } from './properties-href.ts';
import { ShortlistCard } from './shortlist-card.tsx';
import { useLeadList } from './use-lead-list.ts';

/** The default tab: the lead's shortlisted properties as cards, each with Remove (DELETE /shortlist/:id). */
export function ShortlistTab({ leadId, onLost }: { leadId: string; onLost: () => void }) {
  const load = useCallback(() => myShortlist(leadId), [leadId]);
  const { list, retry, update } = useLeadList<ShortlistEntry>(load, onLost);
  const [removing, setRemoving] = useState<string>();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string }>();
  const searchHref = usePropertiesHref();
  const t = useT();

  const remove = async (entry: ShortlistEntry) => {
    const name = (typeof entry.propertyId === 'object' && entry.propertyId?.name) || t('The property');
    setRemoving(entry.id);
    setNotice(undefined);
    const answer = await removeShortlist(entry.id);
    setRemoving(undefined);
    if (isSessionLost(answer)) return onLost();
    // 404: it was already removed (e.g. with the heart in another tab); either way it is gone.
    if (answer.ok || answer.status === 404) {
      update((items) => items.filter((e) => e.id !== entry.id));
      setNotice({ kind: 'success', text: t('{name} was removed from your shortlist.', { name }) });
    } else {
      setNotice({
        kind: 'error',
        text: answer.message ? t(answer.message) : t('The property could not be removed. Please try again.'),
      });
    }
  };

  return (
    <>
      <Box role="status" aria-live="polite">
        {notice ? (
          <Alert severity={notice.kind} onClose={() => setNotice(undefined)} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {list.state === 'loading' ? <Loading label={t('Loading your shortlisted properties...')} /> : null}
      {list.state === 'failed' ? (
        <LoadFailed text={t('Your shortlisted properties could not be loaded.')} onRetry={retry} />
      ) : null}
      {list.state === 'ready' && !list.items.length ? (
        <EmptyList title={t('No shortlisted properties yet')}>
          <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
            {t('Tap the heart on any property to keep it here.')}
          </Box>
          <Button component={Link} to={searchHref} variant="contained">
            {t('Search properties')}
          </Button>
        </EmptyList>
      ) : null}
      {list.state === 'ready' && list.items.length ? (
        <Box
          component="ul"
          aria-label={t('Shortlisted properties')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {list.items.map((entry) => (
            <ShortlistCard
              key={entry.id}
              entry={entry}
              removing={removing === entry.id}
              onRemove={() => void remove(entry)}
            />
          ))}
        </Box>
      ) : null}
    </>
  );
}
