import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The request a link opened the Requests page on (a landlord's e-mail or notification): `?request=<id>` names a bond
 * request, `?bond=<id>` the move-in report of a bond (server/shared/links.ts writes both).
 */
export function useFocusedRequest(): { request?: string; bond?: string } {
  const [params] = useSearchParams();
  return { request: params.get('request') ?? undefined, bond: params.get('bond') ?? undefined };
}

/** The address keys of the focus, dropped when the landlord picks another kind. */
export const FOCUS_KEYS = ['request', 'bond'] as const;

/** A ref for the focused item: brought into view once, when it appears. */
export function useScrollIntoView<T extends HTMLElement>(focused: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  return ref;
}

/** How the focused item stands out: a tinted background and a bar on its left (the colour is not the only sign: aria-current). */
export const focusedSx = {
  bgcolor: 'action.selected',
  boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 4px 0 0 ${t.palette.primary.main}`,
  borderRadius: 1,
} as const;
