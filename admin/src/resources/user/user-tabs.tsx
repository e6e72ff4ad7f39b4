import { Tab, Tabs } from '@mui/material';

export interface UserTab {
  userType: string;
  label: string;
}

/** One tab per user module of /users/config; a change pushes `type` to the query string. */
export function UserTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: UserTab[];
  value: string;
  onChange: (userType: string) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="User lists"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => (
        <Tab
          key={t.userType}
          value={t.userType}
          label={t.label}
          data-testid={`user-tab-${t.userType}`}
          sx={{ textTransform: 'none', fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
