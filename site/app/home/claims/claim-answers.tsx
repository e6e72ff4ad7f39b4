import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { responsesByLine } from '#domain/claims/timeline.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import type { Claim } from '#generated/types/claim.ts';

/**
 * What was said on a claim after it was raised, as the tenant reads it: their answer to each charge (with how many
 * files they sent) and, once staff decided, the reason for the decision.
 */
export function ClaimAnswers({ claim }: { claim: Claim }) {
  const t = useT();
  const answers = responsesByLine(claim);
  return (
    <Box data-testid="claim-answers" sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {answers.size > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{t('Your answer')}</Typography>
          {claim.claims.map((line, i) => {
            const a = answers.get(i);
            const files = (a?.images?.length ?? 0) + (a?.videos?.length ?? 0) + (a?.docs?.length ?? 0);
            return (
              <Typography key={i} sx={{ fontSize: 14 }}>
                {t(line.type)}:{' '}
                {a ? t(shownEnum('claimLineResponse.answer', a.answer)) : t(messages.claimTimeline.noAnswer)}
                {a?.note ? ` (${a.note})` : ''}
                {files
                  ? files === 1
                    ? t(', {count} file', { count: files })
                    : t(', {count} files', { count: files })
                  : ''}
              </Typography>
            );
          })}
        </Box>
      )}
      {claim.decidedAt && claim.finalComment && (
        <Box data-testid="decision-reason">
          <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{t(messages.claimTimeline.decisionReason)}</Typography>
          <Typography sx={{ fontSize: 14 }}>{claim.finalComment}</Typography>
        </Box>
      )}
    </Box>
  );
}
