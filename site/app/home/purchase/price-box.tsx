import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import type { PurchasePlan } from '#client/purchase-plan.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

/** The value's range, as the helper text of the Bond Amount field. */
export function valueRange(limits: PurchasePlan['bondValueLimits'], t: Translate): string {
  if (!limits) return t('The value your landlord would otherwise ask as a deposit');
  const min = rupeesWithPaise(limits.min);
  return limits.max !== undefined
    ? t(messages.bondRules.valueRange, { min, months: limits.months, max: rupeesWithPaise(limits.max) })
    : t(messages.bondRules.valueAtLeast, { min, months: limits.months });
}

/** Fee, wallet, GST, already paid and the amount to pay, in rupees with two decimals (spec 001 §3, §9). */
export function PriceBox({
  price,
  checking,
  error,
}: {
  price?: { fee: number; wallet: number; gst: number; alreadyPaid: number; finalAmount: number };
  checking: boolean;
  error?: string;
}) {
  const t = useT();
  if (error) return <Alert severity="error">{t(error)}</Alert>;
  const rows: [string, number | undefined][] = [
    [t('Bond fee'), price?.fee],
    [t('GST (18%)'), price?.gst],
    [t('Wallet credit'), price ? -price.wallet : undefined],
    [t('Already paid'), price ? -price.alreadyPaid : undefined],
  ];
  return (
    <Box
      role="region"
      aria-label={t('Price')}
      aria-busy={checking}
      sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, opacity: checking ? 0.6 : 1 }}
    >
      {rows.map(([label, v]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <span>{label}</span>
          <span>{v === undefined ? '—' : rupeesWithPaise(v)}</span>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          pt: 1,
          mt: 1,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 700,
          fontSize: 18,
        }}
      >
        <span>{t('Amount to pay')}</span>
        <span data-testid="final-amount">{price ? rupeesWithPaise(price.finalAmount) : '—'}</span>
      </Box>
    </Box>
  );
}
