import { rupees } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

/** The rent box: the monthly rent, and the offer beside it (the rent then struck through). */
export const RENT_SX = {
  mt: 3,
  p: 2,
  borderRadius: 2,
  bgcolor: 'primary.light',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: { xs: 1, md: 2 },
  '& .rent-text': { display: 'contents' },
  '& .rent-label': { display: 'block', fontSize: 14, color: 'text.secondary' },
  '& .rent-amount': { fontSize: '1.6rem', fontWeight: 800, color: 'primary.main' },
  '& .rent-amount.was': { fontSize: '1.15rem', color: 'text.secondary', textDecoration: 'line-through' },
  '& .rent-offer': { fontSize: '1.6rem', fontWeight: 800, color: 'secondary.main' },
} as const;

/** The rent box's text, kept from the server when the page hydrates (ServerText: no number formatting then). */
export function RentBox({ expected, offer }: { expected: number; offer: number | undefined }) {
  const t = useT();
  // properties/format.ts perMonth, in the page's language.
  const perMonth = (amount: number) => t('{amount}/month', { amount: rupees(amount) });
  return (
    <>
      <div>
        <span className="rent-label">{t('Monthly rent')}</span>
        <span data-testid="monthly-rent" className={offer !== undefined ? 'rent-amount was' : 'rent-amount'}>
          {perMonth(expected)}
        </span>
      </div>
      {offer !== undefined ? (
        <span data-testid="offer-rent" className="rent-offer">
          {t('{amount} NOW', { amount: rupees(offer) })}
        </span>
      ) : null}
    </>
  );
}
