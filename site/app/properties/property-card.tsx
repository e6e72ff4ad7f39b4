import { Link } from '@remix-run/react';

import { rupees } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import { CardHeart } from '../shortlist/card-heart.tsx';
import { detailsPath, genderLabel, imagesOf, offerRent, placeLine, type PropertyItem } from './format.ts';
import { ServerText } from './server-text.tsx';

export type ListView = 'grid' | 'list';

const SM = '@media (min-width: 600px)';
const MD = '@media (min-width: 769px)';
const LG = '@media (min-width: 1080px)';

/**
 * The styles of the result list and its cards, given once on the list (not per card): 40 server-rendered
 * cards then cost one style rule set to render and hydrate, not hundreds.
 */
export const RESULT_LIST_SX = {
  p: 0,
  m: 0,
  listStyle: 'none',
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: '1fr',
  [SM]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [MD]: { gap: '24px', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [LG]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '&[data-view="list"]': { gridTemplateColumns: '1fr' },
  '& .pc': {
    position: 'relative',
    border: '1px solid rgba(0,0,0,.12)',
    borderRadius: '10px',
    overflow: 'hidden',
    background: '#fff',
    transition: 'box-shadow .2s',
  },
  '& .pc:hover, & .pc:focus-within': { boxShadow: '0 6px 20px rgba(15,76,129,.15)' },
  // Cards past the first rows are laid out and painted only as they near the screen: the first layout of the
  // page (40 server-rendered cards) then costs a phone a few cards, not 40. A card keeps its last size once
  // shown; 320px is about a card's height in the grid, so the page's length barely moves before then.
  '& .pc:nth-of-type(n+5)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
  '& .pc-link': {
    display: 'grid',
    gridTemplateColumns: '1fr',
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
  },
  '& .pc-link:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: '-3px' },
  '&[data-view="list"] .pc-link': { gridTemplateColumns: '120px 1fr', [MD]: { gridTemplateColumns: '260px 1fr' } },
  '& .pc-pic': { position: 'relative', background: '#E7F0F8', aspectRatio: '16 / 9', [SM]: { aspectRatio: '4 / 3' } },
  '&[data-view="list"] .pc-pic': { aspectRatio: '1 / 1', [MD]: { aspectRatio: '4 / 3' } },
  '& .pc-pic img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& .pc-tag': {
    position: 'absolute',
    top: '8px',
    fontSize: '12px',
    fontWeight: 700,
    padding: '2px 8px',
    borderRadius: '6px',
  },
  '& .pc-gender': { left: '8px', background: 'rgba(255,255,255,.94)', color: '#0A3559' },
  '& .pc-offer': { top: 'auto', bottom: '8px', right: '8px', background: '#B94A12', color: '#fff' },
  '&[data-view="list"] .pc-offer': { right: 'auto', left: '8px' },
  // The shortlist heart: over the picture's top-right corner.
  '& .pc-heart': {
    position: 'absolute',
    top: '6px',
    right: '6px',
    width: '40px',
    height: '40px',
    padding: 0,
    border: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    background: 'rgba(255,255,255,.94)',
    color: '#0A3559',
    boxShadow: '0 1px 4px rgba(0,0,0,.25)',
    cursor: 'pointer',
  },
  '& .pc-heart svg': { width: '22px', height: '22px' },
  '& .pc-heart[aria-pressed="true"]': { color: '#B3261E' },
  '& .pc-heart[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' },
  '& .pc-heart:hover': { background: '#fff', boxShadow: '0 2px 8px rgba(0,0,0,.3)' },
  '& .pc-heart:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: '2px' },
  // In list view the picture is narrow (its badges fill it): the heart takes the card's top-right corner.
  '&[data-view="list"] .pc-heart': { top: '8px', right: '8px' },
  '&[data-view="list"] .pc-body': { paddingRight: '56px' },
  '& .pc-body': {
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    minWidth: 0,
    [MD]: { padding: '16px' },
  },
  '& .pc-body h3': { margin: 0, fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' },
  '& .pc-body p': { margin: 0, fontSize: '14px' },
  '& .pc-body .pc-place': { color: '#4A5565' },
  '& .pc-body .pc-rent': { marginTop: 'auto', paddingTop: '4px', fontWeight: 700, color: '#0F4C81', fontSize: '1rem' },
  '& .pc-rent s': { color: '#4A5565', fontWeight: 400, fontSize: '14px', marginLeft: '6px' },
  '& .sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;

/** The first row is the page's largest picture: fetched at once and first (React 18 passes `fetchpriority` through as written). */
const EAGER = { loading: 'eager', fetchpriority: 'high' } as Record<string, string>;
const LAZY = { loading: 'lazy', decoding: 'async' } as Record<string, string>;

/** The rent line: "₹12,000/month", or the offer and the struck-through rent. */
function Rent({ expected, offer }: { expected: number; offer: number | undefined }) {
  const t = useT();
  // properties/format.ts perMonth, in the page's language.
  const perMonth = (amount: number) => t('{amount}/month', { amount: rupees(amount) });
  if (offer === undefined) return <>{perMonth(expected)}</>;
  return (
    <>
      {perMonth(offer)}
      <s>
        <span className="sr-only">{t('was ')}</span>
        {rupees(expected)}
      </s>
    </>
  );
}

/**
 * One search result: picture, name, place, type, rent (and the offer), gender badge; the whole card links to
 * the details, and the shortlist heart sits over the picture. The rent stays the server's text when the page
 * hydrates (ServerText).
 */
export function PropertyCard({ property: p, eager }: { property: PropertyItem; eager: boolean }) {
  const t = useT();
  const image = imagesOf(p)[0];
  const offer = offerRent(p);
  return (
    <li className="pc" data-testid="property-card">
      <Link className="pc-link" to={detailsPath(p.id)} prefetch="intent">
        <div className="pc-pic">
          {image ? <img src={image} alt="" width={400} height={300} {...(eager ? EAGER : LAZY)} /> : null}
          <span className="pc-tag pc-gender">{t(genderLabel(p.genderPreference))}</span>
          {offer !== undefined ? <span className="pc-tag pc-offer">{t('Special offer')}</span> : null}
        </div>
        <div className="pc-body">
          <h3>{p.name}</h3>
          <p className="pc-place">{placeLine(p)}</p>
          <p>{t(p.propertyType)}</p>
          <ServerText as="p" className="pc-rent" render={() => <Rent expected={p.expectedRent} offer={offer} />} />
        </div>
      </Link>
      <CardHeart propertyId={p.id} name={p.name} />
    </li>
  );
}
