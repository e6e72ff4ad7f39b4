import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Form } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

/** Type a bond number to check it: a plain GET form to /verify/bond, so it works before the script loads too. */
export function BondNumberForm({ label, defaultValue = '' }: { label?: string; defaultValue?: string }) {
  const t = useT();
  return (
    <Box
      component={Form}
      method="get"
      action="/verify/bond"
      role="search"
      aria-label={label ?? t('Check a bond number')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        name="bondId"
        label={t('Bond number')}
        placeholder="NVB-2026-XXXXXXXX"
        defaultValue={defaultValue}
        required
        size="small"
        sx={{ flex: '1 1 240px' }}
        slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40, px: 3 }}>
        {t('Verify')}
      </Button>
    </Box>
  );
}
