import './ui.css';

import { useT } from '#forms/i18n.tsx';

/**
 * Small pieces shared by the layout and the marketing sections. The components draw with ui.css's classes (the
 * front page hydrates them at once: no emotion there); the `sx` objects serve the MUI sections, which load later.
 */

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Read by screen readers after a link that opens a new window. */
export function NewWindowHint() {
  const t = useT();
  return <span className="visually-hidden">{t(' (opens in a new window)')}</span>;
}

/** A <button> with the browser's look removed (as an `sx` object; ui.css's `plain-button` is the class). */
export const plainButton = {
  appearance: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  m: 0,
  p: 0,
} as const;

/** A round icon button of `size` px (carousel arrows), with the site's focus ring. Colours are the caller's. */
export const roundButton = (size: number, focusColour = '#FFD2B3') =>
  ({
    ...plainButton,
    width: size,
    height: size,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    '&:focus-visible': { outline: `3px solid ${focusColour}`, outlineOffset: 2 },
  }) as const;

/** A round white arrow laid over a picture, centred vertically on a dark disc (place it with left/right). */
export const overlayArrow = (size: number) =>
  ({
    ...roundButton(size),
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#FFFFFF',
    bgcolor: 'rgba(10,53,89,.6)',
    '&:hover': { bgcolor: 'rgba(10,53,89,.85)' },
  }) as const;

/** The first focusable link of a page: hidden until focused, it jumps past the top bar to `#main`. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('Skip to main content')}
    </a>
  );
}

/** A banner carousel's dots: one button per slide (`label(i)` names it), the current one wider and marked. */
export function CarouselDots({
  count,
  index,
  go,
  label,
  size = 24,
}: {
  count: number;
  index: number;
  go: (i: number) => void;
  label: (i: number) => string;
  size?: number;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="plain-button carousel-dot"
          aria-label={label(i)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => go(i)}
          style={{ width: size, height: size }}
        >
          <span style={{ width: i === index ? size - 4 : 10 }} />
        </button>
      ))}
    </>
  );
}
