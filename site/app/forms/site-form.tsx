import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { FormPlaceholder } from './form-placeholder.tsx';
import type { SiteFormProps } from './site-form-props.ts';

/** RJSF, the schema and its validator: a separate chunk, loaded when the form comes near the screen. */
const SiteFormBody = lazy(() => import('./site-form-body.tsx'));

/**
 * A public form rendered by RJSF from its generated schema and validated with the generated validator,
 * sent to `/submit/<slug>` (validated again on the server). The server and the first paint show a
 * placeholder of the same height; the form's code loads when the form is about to scroll into view, or as soon
 * as the visitor points at or tabs into the placeholder.
 */
export function SiteForm(props: SiteFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const placeholder = <FormPlaceholder slug={props.slug} />;
  return (
    <div
      ref={box}
      onPointerEnter={() => setNear(true)}
      onFocus={() => setNear(true)}
      onTouchStart={() => setNear(true)}
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <SiteFormBody {...props} placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
