import UnverifiedIcon from '@mui/icons-material/ErrorOutline';
import VerifiedIcon from '@mui/icons-material/Verified';

/** A verified or unverified mark with an accessible title ('Email verified', 'Phone not verified'). */
export function VerifiedMark({ what, verified }: { what: string; verified?: boolean }) {
  const title = verified ? `${what} verified` : `${what} not verified`;
  const Icon = verified ? VerifiedIcon : UnverifiedIcon;
  return (
    <Icon
      fontSize="small"
      color={verified ? 'success' : 'warning'}
      titleAccess={title}
      data-testid={verified ? 'verified-icon' : 'unverified-icon'}
      sx={{ verticalAlign: 'middle', ml: 0.5 }}
    />
  );
}
