import AddCardIcon from '@mui/icons-material/AddCard';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';

import { userDetailKey } from '../user-keys.ts';
import { WalletTopUpDialog } from './wallet-top-up-dialog.tsx';

/** The user's wallet balance (GET /wallet?userId) for staff, and the top-up dialog for admin and financeHead. */
export function WalletSection({ userId, canTopUp }: { userId: string; canTopUp: boolean }) {
  const [open, setOpen] = useState(false);
  const data = useConsoleData();
  const wallet = useQuery({
    queryKey: [...userDetailKey(userId), 'wallet'],
    queryFn: () => data.userWallet(userId),
    retry: false,
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        Wallet balance
      </Typography>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="wallet-balance">
          {wallet.isPending ? (
            <CircularProgress size={16} aria-label="Loading wallet" />
          ) : wallet.isError ? (
            '—'
          ) : (
            rupeesWithPaise(wallet.data?.totalAmount ?? 0)
          )}
        </Typography>
        {canTopUp && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddCardIcon />}
            data-testid="wallet-topup"
            onClick={() => setOpen(true)}
          >
            Top up
          </Button>
        )}
      </Stack>
      {wallet.isError && (
        <Typography variant="caption" color="error" role="alert">
          {wallet.error.message}
        </Typography>
      )}
      {canTopUp && <WalletTopUpDialog userId={userId} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
