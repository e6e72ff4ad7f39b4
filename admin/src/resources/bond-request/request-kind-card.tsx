import ChevronIcon from '@mui/icons-material/ChevronRight';
import { Avatar, Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import type { StaffKind } from './staff-request-kinds.ts';

/** A kind of request as a card (spec 002 §2): its icon, title and how many wait; a click opens its drawer. */
export function RequestKindCard({
  kind,
  icon,
  pending,
  loading,
  onOpen,
}: {
  kind: StaffKind;
  icon: ReactNode;
  pending?: number;
  loading: boolean;
  onOpen: () => void;
}) {
  const headingId = `kind-card-${kind.key}`;
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid={`request-kind-${kind.key}`}>
      <CardActionArea onClick={onOpen} aria-labelledby={headingId} sx={{ p: 2.5, height: '100%' }}>
        <Stack direction="row" gap={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 44, height: 44 }} aria-hidden>
            {icon}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {kind.title}
            </Typography>
            {loading ? (
              <Skeleton width={80} />
            ) : (
              <Typography
                variant="body2"
                color={pending ? 'warning.main' : 'text.secondary'}
                data-testid="pending-count"
              >
                {pending ? `${pending} pending` : 'Nothing pending'}
              </Typography>
            )}
          </Box>
          <ChevronIcon color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
