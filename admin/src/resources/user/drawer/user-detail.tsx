import { Alert, Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useState } from 'react';

import { type DrawerTab, drawerTabs } from '#domain/accounts/drawer-tabs.ts';

import { profileTypeOf, TAB_LABELS } from './drawer-tabs.ts';
import { ProfileCard } from './profile-card.tsx';
import { TabPane } from './tab-pane.tsx';
import { useUserRecord } from './use-user-detail.ts';
import { useViewer } from './use-viewer.ts';

/**
 * Every tab in view: they wrap onto a second line rather than hide behind a scroll arrow, the chosen one
 * underlined (the sliding indicator cannot follow a wrapped line).
 */
const WRAPPING_TABS = {
  borderBottom: 1,
  borderColor: 'divider',
  mb: 2,
  '& .MuiTabs-flexContainer': { flexWrap: 'wrap', columnGap: 1 },
  '& .MuiTab-root': { minHeight: 40, borderBottom: 2, borderColor: 'transparent' },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
} as const;

/** The drawer's body: the profile card on the left (on top on phones) and the tabs for this user and viewer. */
export function UserDetail({ userId, userType }: { userId: string; userType: string }) {
  const viewer = useViewer();
  const user = useUserRecord(userId);
  const [chosen, setChosen] = useState<DrawerTab>();
  if (user.isPending || viewer.loading)
    return <CircularProgress aria-label="Loading user" sx={{ m: 4, alignSelf: 'center' }} />;
  if (user.isError)
    return (
      <Alert severity="error" sx={{ m: 2.5 }}>
        {user.error.message}
      </Alert>
    );
  const type = user.data.userType ?? userType;
  const tabs = drawerTabs(type, viewer);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0]!;
  return (
    <Box
      sx={{
        p: 2.5,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: '1fr',
        '@media (min-width:768px)': { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
      }}
    >
      <ProfileCard user={user.data} viewer={viewer} />
      <Box sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, v: DrawerTab) => setChosen(v)}
          aria-label="User details"
          slotProps={{ indicator: { sx: { display: 'none' } } }}
          sx={WRAPPING_TABS}
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              label={TAB_LABELS[t]}
              id={`user-tab-${t}`}
              aria-controls={`user-pane-${t}`}
              data-testid={`user-tab-${t}`}
              sx={{ minWidth: 0, px: 1, textTransform: 'none', fontWeight: 600 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`user-pane-${tab}`} aria-labelledby={`user-tab-${tab}`}>
          <TabPane tab={tab} user={user.data} profileType={profileTypeOf(type)} viewer={viewer} />
        </Box>
      </Box>
    </Box>
  );
}
