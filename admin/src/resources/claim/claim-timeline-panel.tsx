import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningIcon from '@mui/icons-material/Warning';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';

import { claimTimeline } from '#domain/claims/timeline.ts';
import { type TimelineAudience, timelineRows } from '#domain/claims/timeline-words.ts';
import { indiaDay } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

import type { ClaimRecord } from './claim-lines.ts';

const ICONS = {
  done: <CheckCircleIcon fontSize="small" color="success" />,
  next: <ScheduleIcon fontSize="small" color="primary" />,
  overdue: <WarningIcon fontSize="small" color="error" />,
  upcoming: <RadioButtonUncheckedIcon fontSize="small" color="disabled" />,
  skipped: <RemoveCircleOutlineIcon fontSize="small" color="disabled" />,
};

/**
 * A claim's timeline in the console (issue 34): raised, tenant notified, the response window, evidence, decision,
 * payout and recovery, each with its date and the next with its due date, in the landlord's or staff's words, from the
 * same function as the tenant's page and the server (domain/claims/timeline.ts). Staff see an overdue stage flagged.
 */
export function ClaimTimelinePanel({ claim, audience }: { claim: ClaimRecord; audience: TimelineAudience }) {
  const timeline = claimTimeline(claim, indiaDay(new Date()));
  const rows = timelineRows(timeline, audience);
  const flagged = audience === 'staff' && timeline.overdue;
  return (
    <Card variant="outlined" data-testid="claim-timeline">
      <CardContent>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {messages.claimTimeline.title}
          </Typography>
          {flagged && <Chip size="small" color="error" label={messages.claimTimeline.overdueFlag} />}
        </Stack>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {rows.map((row) => (
            <Box
              component="li"
              key={row.stage}
              data-stage={row.stage}
              data-state={audience === 'staff' || row.state !== 'overdue' ? row.state : 'next'}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <Box sx={{ pt: 0.25 }}>{ICONS[audience === 'staff' || row.state !== 'overdue' ? row.state : 'next']}</Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: row.state === 'next' || row.state === 'overdue' ? 700 : 500 }}
                >
                  {row.label}
                </Typography>
                <Typography
                  className="stage-detail"
                  variant="body2"
                  color={flagged && row.state === 'overdue' ? 'error' : 'text.secondary'}
                >
                  {row.detail}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
