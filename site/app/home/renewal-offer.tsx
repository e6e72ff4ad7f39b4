import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import { shownDate } from '#domain/format/dates.ts';
import { fillMessage, messages } from '#generated/messages.ts';

import { RenewalQuoteView } from './renewal-quote.tsx';

/** The dashboard's renewal offer (issue 34): when the bond expires, and the renewal's quote with what changed. */
export function RenewalOffer({ renewal, expiry }: { renewal: RenewalQuoteAnswer; expiry?: string | null }) {
  const { quote } = renewal;
  const years = fillMessage(quote.tenure === 1 ? messages.renewalQuote.years : messages.renewalQuote.yearsPlural, {
    years: quote.tenure,
  });
  return (
    <Box component="section" aria-labelledby="renewal-offer" sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
      <Typography id="renewal-offer" component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
        Renewal for {years}
        {renewal.productName ? ` · ${renewal.productName}` : ''}
      </Typography>
      {expiry && (
        <Typography component="p">
          {fillMessage(messages.bond.renewReminder, { bondId: renewal.bondId ?? '', date: shownDate(expiry) })}
        </Typography>
      )}
      <RenewalQuoteView quote={quote} />
    </Box>
  );
}
