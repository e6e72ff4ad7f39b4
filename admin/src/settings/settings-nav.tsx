import AutorenewIcon from '@mui/icons-material/Autorenew';
import DownloadIcon from '@mui/icons-material/Download';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/LockReset';
import PhotoIcon from '@mui/icons-material/PhotoLibrary';
import SettingsIcon from '@mui/icons-material/Settings';
import WebhookIcon from '@mui/icons-material/Webhook';
import {
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { NavLink, useNavigate } from 'react-router-dom';

export interface SettingsEntry {
  key: string;
  label: string;
}

const ICONS: Record<string, JSX.Element> = {
  changepassword: <LockIcon />,
  downloadreport: <DownloadIcon />,
  tokens: <KeyIcon />,
  webhooks: <WebhookIcon />,
  bondrenew: <AutorenewIcon />,
  images: <PhotoIcon />,
};

/** The settings sub-pages: a list on the left from 768 px, a select above the page on phones. */
export function SettingsNav({ entries, selected }: { entries: SettingsEntry[]; selected?: string }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(768), { noSsr: true });
  const navigate = useNavigate();
  if (!wide) {
    return (
      <TextField
        select
        fullWidth
        size="small"
        label="Settings page"
        value={selected ?? ''}
        onChange={(e) => navigate(`/home/settings/${e.target.value}`)}
        data-testid="settings-nav"
      >
        {entries.map((e) => (
          <MenuItem key={e.key} value={e.key}>
            {e.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label="Settings"
      data-testid="settings-nav"
      sx={{ width: 240, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <List>
        {entries.map((e) => (
          <ListItemButton
            key={e.key}
            component={NavLink}
            to={`/home/settings/${e.key}`}
            selected={e.key === selected}
            aria-current={e.key === selected ? 'page' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[e.key] ?? <SettingsIcon />}</ListItemIcon>
            <ListItemText primary={e.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
