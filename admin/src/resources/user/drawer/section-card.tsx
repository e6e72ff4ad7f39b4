import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a pane; `onEdit` adds the edit icon (only passed with update permission). */
export function SectionCard({
  title,
  onEdit,
  action,
  children,
  testId,
}: {
  title: string;
  onEdit?: () => void;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
          {action}
          {onEdit && (
            <Tooltip title={`Edit ${title}`}>
              <IconButton size="small" aria-label={`Edit ${title}`} data-testid="edit-details" onClick={onEdit}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
