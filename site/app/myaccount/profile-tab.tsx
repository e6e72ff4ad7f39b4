import { lazy, Suspense } from 'react';

import { useT } from '#forms/i18n.tsx';

import type { StoredLead } from '../visitor/storage.ts';
import { Loading } from './list-states.tsx';

/** The form and RJSF are their own chunk: fetched when the Profile tab opens, never on the other tabs. */
const ProfileForm = lazy(() => import('./profile-form.tsx'));

/** The Profile tab: name and phone editable and required, e-mail read-only (spec 000 §2, §5). */
export function ProfileTab({
  lead,
  onSaved,
  onLost,
}: {
  lead: StoredLead;
  onSaved: (lead: StoredLead) => void;
  onLost: () => void;
}) {
  const t = useT();
  return (
    <Suspense fallback={<Loading label={t('Loading your profile...')} />}>
      <ProfileForm lead={lead} onSaved={onSaved} onLost={onLost} />
    </Suspense>
  );
}
