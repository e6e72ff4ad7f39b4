import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';

import { useConsoleConfig } from '../layout/console-config.ts';
import { type SettingsEntry, SettingsNav } from './settings-nav.tsx';
import { SETTINGS_PAGES } from './settings-pages.tsx';

function SelectedPage({ entries }: { entries: SettingsEntry[] }) {
  const { key = '' } = useParams();
  const entry = entries.find((e) => e.key === key);
  if (!entry) return <Navigate to={`/home/settings/${entries[0].key}`} replace />;
  const Page = SETTINGS_PAGES[entry.key];
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, '@media (min-width:768px)': { flexDirection: 'row' } }}
    >
      <SettingsNav entries={entries} selected={entry.key} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Page label={entry.label} />
      </Box>
    </Box>
  );
}

/**
 * /home/settings/* (spec 002 §2): the caller's settings sub-pages from /users/config on the left,
 * the chosen one on the right; /home/settings opens the first.
 */
export default function SettingsPage() {
  const config = useConsoleConfig();
  const entries: SettingsEntry[] = (config.data?.settings ?? []).filter((s) => SETTINGS_PAGES[s.key]);
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 } }}>
      <Title title="Settings" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Settings
      </Typography>
      {config.error ? (
        <Alert severity="error">{config.error.message}</Alert>
      ) : config.isPending ? (
        <CircularProgress aria-label="Loading settings" />
      ) : entries.length === 0 ? (
        <Alert severity="info">There are no settings for your account here.</Alert>
      ) : (
        <Routes>
          <Route index element={<Navigate to={entries[0].key} replace />} />
          <Route path=":key" element={<SelectedPage entries={entries} />} />
        </Routes>
      )}
    </Box>
  );
}
