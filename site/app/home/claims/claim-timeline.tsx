import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { type ClaimStageFacts, claimTimeline } from '#domain/claims/timeline.ts';
import { type TimelineAudience, timelineRows } from '#domain/claims/timeline-words.ts';
import { indiaDay } from '#domain/format/dates.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

const ICONS = {
  done: <CheckCircleIcon fontSize="small" color="success" />,
  next: <ScheduleIcon fontSize="small" color="primary" />,
  overdue: <ScheduleIcon fontSize="small" color="primary" />,
  upcoming: <RadioButtonUncheckedIcon fontSize="small" color="disabled" />,
  skipped: <RemoveCircleOutlineIcon fontSize="small" color="disabled" />,
};

/**
 * A claim's timeline as the tenant reads it (issue 34): each stage in their words with its date, the next with its due
 * date (domain/claims/timeline.ts, the same stages and dates the landlord and staff see in the console).
 */
export function ClaimTimeline({ claim, audience = 'tenant' }: { claim: ClaimStageFacts; audience?: TimelineAudience }) {
  const t = useT();
  const rows = timelineRows(claimTimeline(claim, indiaDay(new Date())), audience);
  return (
    <Box component="section" aria-labelledby="claim-timeline-title" sx={{ mb: 2 }}>
      <Typography id="claim-timeline-title" variant="h6" component="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 1 }}>
        {t(messages.claimTimeline.title)}
      </Typography>
      <Box component="ol" data-testid="claim-timeline" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.stage}
            data-stage={row.stage}
            data-state={row.state}
            aria-current={row.state === 'next' || row.state === 'overdue' ? 'step' : undefined}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Box sx={{ pt: 0.25 }}>{ICONS[row.state]}</Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                sx={{ fontWeight: row.state === 'next' || row.state === 'overdue' ? 700 : 500, fontSize: 15 }}
              >
                {t(row.label)}
              </Typography>
              <Typography className="stage-detail" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {t(row.detail)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
