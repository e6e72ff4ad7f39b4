import { useSearchParams } from '@remix-run/react';
import { useEffect } from 'react';

/** `?section=<id>` (spec 000 §2): once the page has loaded, scroll to the element with that id (e.g. eqInNews). */
export function useSectionScroll(): void {
  const [params] = useSearchParams();
  const section = params.get('section');
  useEffect(() => {
    if (!section) return;
    const scroll = () => document.getElementById(section)?.scrollIntoView({ block: 'start' });
    if (document.readyState === 'complete') scroll();
    else {
      window.addEventListener('load', scroll, { once: true });
      return () => window.removeEventListener('load', scroll);
    }
  }, [section]);
}
