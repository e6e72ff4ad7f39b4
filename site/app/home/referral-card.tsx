import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { Card } from './card.tsx';

/**
 * The account's referral link (spec 001 §2: the registration link with its referCode), copied with 'Copied to
 * clipboard'.
 */
export function ReferralCard({ link }: { link: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Card title={t('Refer a Friend')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('Share your link: friends who sign up with it are linked to your account.')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('Your referral link')}
          value={link}
          size="small"
          sx={{ flex: 1, minWidth: 240 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button
          variant="contained"
          onClick={async () => {
            await navigator.clipboard.writeText(link);
            setCopied(true);
          }}
        >
          {t('Copy link')}
        </Button>
      </Box>
      <Snackbar
        open={copied}
        autoHideDuration={3000}
        onClose={() => setCopied(false)}
        message={t(messages.success.copied)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Card>
  );
}
