import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';

import { fillMessage, messages } from '#generated/messages.ts';

/**
 * A generated list with no records yet, in the product's words: "No Highlights yet", and Create for those who may
 * add one (react-admin's own would say "No Highlight yet. Do you want to add one?").
 */
export function SchemaEmpty({ label, canCreate }: { label: string; canCreate: boolean }) {
  return (
    <Box
      data-testid="list-empty"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {fillMessage(messages.generatedList.empty, { label })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {canCreate ? messages.generatedList.emptyInvite : messages.generatedList.emptyReadOnly}
      </Typography>
      {canCreate && <CreateButton variant="contained" sx={{ mt: 1 }} />}
    </Box>
  );
}
