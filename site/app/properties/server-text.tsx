import { type ReactNode, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * An element whose text the server writes and the browser keeps, as it is, when the page hydrates: the text is
 * not computed again there. Rents are formatted with Intl.NumberFormat, and the first number format a page builds
 * costs a phone's main thread well over 100 ms (the browser loads its locale data then), inside the hydration's
 * long task. On the server, and when the element is first rendered in the browser (a client-side navigation,
 * cards of a later page), `render` runs as usual.
 *
 * `useSyncExternalStore` answers its server value (true) only while React hydrates; the first answer is kept, so
 * the element stays the server's for its life. Its text depends only on values that do not change for the same
 * element (a card is keyed by its property; a details page by its property).
 */
export function ServerText({
  as: Tag = 'span',
  render,
  ...attributes
}: {
  as?: 'span' | 'p' | 'div';
  render: () => ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [kept] = useState(() => hydrating && typeof document !== 'undefined');
  if (kept) return <Tag {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <Tag {...attributes}>{render()}</Tag>;
}
