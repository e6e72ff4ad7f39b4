import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { RenewalQuote } from '#client/renewal-quote.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

const text = messages.renewalQuote;
const row = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

/**
 * A renewal quote as the tenant reads it (issue 34): each part of the price (the product's fixed fees and weightage a
 * year times the tenure, the reductions and discounts, GST, the wallet credit) with its amount, the amount to pay they
 * add up to, and what changed since the last payment, in plain words. The dashboard's renewal offer and the renew
 * drawer show it alike.
 */
export function RenewalQuoteView({ quote, busy = false }: { quote: RenewalQuote; busy?: boolean }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      <Box
        role="region"
        aria-label={t('Renewal price')}
        sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {quote.parts.map((part) => (
            <Box component="li" key={part.key} data-part={part.key} sx={row}>
              <span>{t(part.label)}</span>
              <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {rupeesWithPaise(part.amount)}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ ...row, pt: 1, mt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 700, fontSize: 18 }}>
          <span>{t(text.amountToPay)}</span>
          <span data-testid="final-amount">{rupeesWithPaise(quote.amountToPay)}</span>
        </Box>
      </Box>
      {(quote.lastPaid || quote.changes.length > 0) && (
        <Box role="region" aria-label={t(text.whatChanged)}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, mb: 0.5 }}>
            {t(text.whatChanged)}
          </Typography>
          {quote.lastPaid && (
            <Typography component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t(quote.lastPaid)}
            </Typography>
          )}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {quote.changes.map((change) => (
              <Box component="li" key={change.key} data-change={change.key} sx={{ py: 0.25 }}>
                {t(change.text)}
              </Box>
            ))}
            {quote.unchanged && <li>{t(quote.unchanged)}</li>}
          </Box>
        </Box>
      )}
    </Box>
  );
}
