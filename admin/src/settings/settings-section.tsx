import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  testId: string;
  title: string;
  intro?: ReactNode;
  /** Buttons shown right of the title (e.g. Create Token). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every settings sub-page: its heading, an introduction and the content. */
export function SettingsSection({ testId, title, intro, actions, children }: SettingsSectionProps) {
  return (
    <Box component="section" data-testid={testId} aria-labelledby={`${testId}-heading`} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        spacing={1}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography id={`${testId}-heading`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{actions}</Box>}
      </Stack>
      {children}
    </Box>
  );
}
