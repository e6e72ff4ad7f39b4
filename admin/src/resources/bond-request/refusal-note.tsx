import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Typography } from '@mui/material';

/** Why an action is not offered: the rule's own message, beside the disabled button. */
export function RefusalNote({ message }: { message: string }) {
  return (
    <Typography
      variant="caption"
      role="note"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexBasis: '100%', justifyContent: 'flex-end' }}
    >
      <InfoOutlinedIcon fontSize="inherit" aria-hidden />
      {message}
    </Typography>
  );
}
