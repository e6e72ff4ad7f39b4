import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

import type { Notice } from './notice-view.tsx';

export type { Notice };

const NoticeView = lazy(() => import('./notice-view.tsx'));

/**
 * One notification at a time for a part of the page; the snackbar's code loads the first time one is shown.
 * `autoHideMs` null (the default) keeps it until dismissed (spec 000 §9: success notification duration 0).
 */
export function useNotice(autoHideMs: number | null = null): {
  show: (notice: Notice) => void;
  hide: () => void;
  element: ReactNode;
} {
  const [notice, setNotice] = useState<Notice>();
  const [loaded, setLoaded] = useState(false);
  const show = useCallback((next: Notice) => {
    setLoaded(true);
    setNotice(next);
  }, []);
  const hide = useCallback(() => setNotice(undefined), []);
  const element = loaded ? (
    <Suspense fallback={null}>
      <NoticeView notice={notice} onClose={hide} autoHideMs={autoHideMs} />
    </Suspense>
  ) : null;
  return { show, hide, element };
}
