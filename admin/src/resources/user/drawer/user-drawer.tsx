import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';

import { userTypeLabel } from './drawer-tabs.ts';
import { UserDetail } from './user-detail.tsx';

/**
 * The user detail drawer of the users page (spec 002 §2): from the right, full width below
 * 768 px and about 900 px wide on larger screens. Its content is built only while it is open.
 */
export function UserDrawer(props: { userId: string; userType: string; open: boolean; onClose: () => void }) {
  const { userId, userType, open, onClose } = props;
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: '100%', '@media (min-width:768px)': { width: 900, maxWidth: '100vw' } },
        } as object,
      }}
    >
      <Box data-testid="user-drawer" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Stack
          direction="row"
          alignItems="center"
          sx={{
            px: 2.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {userTypeLabel(userType)} details
          </Typography>
          <IconButton aria-label="Close" onClick={onClose} data-testid="user-drawer-close">
            <CloseIcon />
          </IconButton>
        </Stack>
        {open && userId && <UserDetail key={userId} userId={userId} userType={userType} />}
      </Box>
    </Drawer>
  );
}
