import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

import { useHeldForms } from '#admin/schema-resources/form-guard.tsx';

/**
 * A drawer over the user drawer for one form (Edit Details, Upload Document): full width below 768 px. Closing it
 * with changes (the close button, Escape, a click outside) asks first (decision 044).
 */
export function EditDrawer({
  title,
  open,
  onClose,
  children,
  testId,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: '100%', '@media (min-width:768px)': { width: 480 } },
        } as object,
      }}
    >
      <Box data-testid={testId} sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Scope>{open && children}</Scope>
      </Box>
      {dialog}
    </Drawer>
  );
}
