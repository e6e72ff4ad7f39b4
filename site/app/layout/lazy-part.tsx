import { type ComponentType, lazy, Suspense, useState } from 'react';

import { HydrateNearView, type HydrateWhen } from './hydrate-near-view.tsx';

/**
 * A part of a page whose code is not in the page's first download (decision 053). The server renders it
 * complete (its module is imported there, and the render waits for it); in the browser the server's HTML stays
 * as it is (`HydrateNearView`) and the module is imported only when the part wakes: near the viewport or at a
 * first press (`near-view`), or never (`never`: a part without handlers costs the phone no script at all). On a
 * client-side navigation there is no server HTML: the code is imported and the part renders as soon as it arrives.
 *
 * `load` answers the part's component, e.g. `() => import('./footer.tsx').then((m) => m.Footer)`.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: HydrateWhen = 'near-view',
): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One import per page, remembered: once it has arrived the part renders without suspending (no blink).
  const fetchCode = () =>
    (code ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  // Typed as the part itself: React's lazy type adds ref handling that a generic P cannot be checked against.
  // The server imports the part with the page's own modules, when they load: the first render does not wait for
  // it, and a render never reads a chunk file later (a build replacing dist/ under a running test server).
  if (typeof document === 'undefined') fetchCode().catch(() => undefined);
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component }))) as unknown as ComponentType<P>;

  function Code(props: P) {
    // Chosen once per mount: switching from the lazy element to the loaded component on a later render (a loader's
    // revalidation re-rendering the page) would be a different element in the same place, and React would mount
    // the part afresh, losing what the visitor had typed or ticked in it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  function LazyPart(props: P) {
    return (
      <HydrateNearView when={when} prepare={fetchCode}>
        <Code {...props} />
      </HydrateNearView>
    );
  }
  return LazyPart;
}
