import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';

import { can, type Permissions } from '#admin/session/auth-provider.ts';

import { NewBondRequestDrawer } from './new-bond-request-drawer.tsx';

/** + New Bond Request, for staff whose role may create bond requests (spec 002 §6: create shows add buttons). */
export function NewBondRequestButton() {
  const { permissions } = usePermissions<Permissions>();
  const [open, setOpen] = useState(false);
  if (!can(permissions, 'bondRequests', 'create')) return null;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        data-testid="new-bond-request-button"
      >
        New Bond Request
      </Button>
      {open && <NewBondRequestDrawer open onClose={() => setOpen(false)} />}
    </>
  );
}
