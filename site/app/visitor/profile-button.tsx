import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { useRegistration, useVisitorRegistration } from './registration.tsx';

/**
 * The profile icon of the details page (spec 000 §2): it opens the visitor's account, or first asks an unknown
 * visitor for their details (share details, OTP).
 */
export function ProfileButton() {
  const t = useT();
  const shared = useRegistration();
  const own = useVisitorRegistration();
  const registration = shared ?? own;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const lead = await registration.ensureLead();
    setBusy(false);
    if (lead) navigate('/myaccount');
  };
  return (
    <>
      <IconButton
        aria-label={t('My account')}
        aria-busy={busy || undefined}
        onClick={() => void open()}
        sx={{
          width: 44,
          height: 44,
          border: '1px solid',
          borderColor: 'divider',
          color: 'primary.dark',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      {shared ? null : own.element}
    </>
  );
}
