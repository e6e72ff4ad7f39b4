import Typography from '@mui/material/Typography';

import { rupeesWithPaise } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import { Card } from './card.tsx';

/** The wallet's balance (spec 001 §2): refunds and credits the next bond fee uses. */
export function WalletCard({ balance }: { balance: number }) {
  const t = useT();
  return (
    <Card title={t('Wallet')}>
      <Typography component="p" sx={{ fontSize: 28, fontWeight: 700 }}>
        {rupeesWithPaise(balance)}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('Refunds and credits: used towards your next bond fee.')}
      </Typography>
    </Card>
  );
}
