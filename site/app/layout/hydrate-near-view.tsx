import { type ReactNode, useEffect, useRef, useState } from 'react';

/** True once the page's first hydration has committed: a part mounted after that (a client navigation) renders at once. */
let firstHydrationDone = false;

/** How far below (or above) the viewport a part starts hydrating, so it is live before it is seen. */
const NEAR = '600px 0px';

/** What the visitor did to the part before it was live, replayed on the same element once it is. */
interface Pending {
  type: 'click' | 'focus';
  path: number[];
}

/** The child indexes from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
    if (!n.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let n: Element | undefined = root;
  for (const i of path) n = n?.children[i];
  return n;
}

/**
 * When a dormant part becomes live: `near-view` when it comes near the viewport or is pressed or focused first;
 * `never` for a part with no handlers (its links are plain links, its disclosures native `<details>`), which
 * stays the server's HTML for the life of the page (decision 053).
 */
export type HydrateWhen = 'near-view' | 'never';

/**
 * A part of a server-rendered page that hydrates only when it comes near the viewport (decision 024).
 * During the page's first hydration the server's HTML of the part is kept as it is: React hydrates an
 * empty `dangerouslySetInnerHTML` in its place and leaves the markup untouched, so the phone does none of
 * the part's rendering work while the page starts. When the part scrolls within `NEAR` of the viewport it
 * renders, identical, and its handlers attach. A click or focus that reaches it first (a jump to an anchor)
 * makes it live at once and is replayed on the same element; links work before that as plain links. On a
 * client-side navigation there is no server HTML, and it renders at once.
 *
 * `prepare` fetches the part's code before it renders (see `lazyPart`): the server's HTML stays in place until
 * the code has arrived, so nothing blinks. If it cannot arrive (offline), the part stays the server's HTML.
 */
export function HydrateNearView({
  children,
  when = 'near-view',
  prepare,
}: {
  children: ReactNode;
  when?: HydrateWhen;
  prepare?: () => Promise<unknown>;
}) {
  const [live, setLive] = useState(() => typeof document === 'undefined' || firstHydrationDone);
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending>();

  useEffect(() => {
    firstHydrationDone = true;
    const element = ref.current;
    if (!element) return;
    if (live) {
      // The part's own effects ran first (children before parents): its handlers are attached.
      const replay = pending.current;
      pending.current = undefined;
      const target = replay && elementAt(element, replay.path);
      // Dispatched rather than `.click()`: the press may have landed on an icon (SVG) inside the button.
      if (replay?.type === 'click')
        target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      if (replay?.type === 'focus') (target as HTMLElement | undefined)?.focus?.();
      return;
    }
    if (when === 'never') return;
    const wake = () => {
      if (!prepare) return setLive(true);
      prepare().then(
        () => setLive(true),
        () => undefined,
      );
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: NEAR })
        : undefined;
    if (observer) observer.observe(element);
    else wake();
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (!target.closest('a[href]')) {
        event.preventDefault();
        event.stopPropagation();
        pending.current = { type: 'click', path: pathOf(element, target) };
      }
      wake();
    };
    // A press focuses before it clicks: the click wakes the part then (waking on the focus could replace the
    // element between the two, and the click would be lost). Focus by keyboard wakes it at once.
    let pressing = false;
    const onPress = () => (pressing = true);
    const onFocus = (event: FocusEvent) => {
      if (pressing) return;
      pending.current ??= { type: 'focus', path: pathOf(element, event.target as Element) };
      wake();
    };
    element.addEventListener('pointerdown', onPress, true);
    element.addEventListener('click', onClick, true);
    element.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      element.removeEventListener('pointerdown', onPress, true);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('focusin', onFocus);
    };
  }, [live, when, prepare]);

  // `data-live` marks a part rendered in the browser, its handlers attached (never in the server's HTML).
  if (live)
    return (
      <div ref={ref} data-hydrate={when} data-live={typeof document === 'undefined' ? undefined : 'true'}>
        {children}
      </div>
    );
  // The server's markup stays in this element until `live` (React does not compare or replace it).
  return <div ref={ref} data-hydrate={when} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
