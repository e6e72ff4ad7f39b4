import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { USER_KEY } from '../user-keys.ts';
import { BulkLandlordsDialog } from './bulk-landlords-dialog.tsx';

/**
 * The Landlords tab's Bulk upload button (staff who may create users): opens the upload dialog; after
 * an upload the landlord list is fetched again from page 1 (spec 002 §9: page 1, size 10).
 */
export function BulkLandlordsButton({ onUploaded }: { onUploaded: () => void }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        data-testid="bulk-landlords-button"
      >
        Bulk upload
      </Button>
      <BulkLandlordsDialog
        open={open}
        onClose={() => setOpen(false)}
        onUploaded={() => {
          onUploaded();
          void queryClient.invalidateQueries({ queryKey: USER_KEY });
        }}
      />
    </>
  );
}
