import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import { shownDate } from '#domain/format/dates.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { RenewalQuoteView } from './renewal-quote.tsx';

/** The dashboard's renewal offer (issue 34): when the bond expires, and the renewal's quote with what changed. */
export function RenewalOffer({ renewal, expiry }: { renewal: RenewalQuoteAnswer; expiry?: string | null }) {
  const t = useT();
  const { quote } = renewal;
  const years = t(quote.tenure === 1 ? messages.renewalQuote.years : messages.renewalQuote.yearsPlural, {
    years: quote.tenure,
  });
  return (
    <Box component="section" aria-labelledby="renewal-offer" sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
      <Typography id="renewal-offer" component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('Renewal for {years}', { years })}
        {renewal.productName ? ` · ${renewal.productName}` : ''}
      </Typography>
      {expiry && (
        <Typography component="p">
          {t(messages.bond.renewReminder, { bondId: renewal.bondId ?? '', date: shownDate(expiry) })}
        </Typography>
      )}
      <RenewalQuoteView quote={quote} />
    </Box>
  );
}
