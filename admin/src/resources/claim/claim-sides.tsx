import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { useMoney } from '#admin/layout/use-money.ts';
import { responsesByLine } from '#domain/claims/timeline.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { messages } from '#generated/messages.ts';

import type { ClaimRecord } from './claim-lines.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';
import { FileLinks } from './file-links.tsx';

const words = messages.claimTimeline;

/** A labelled value of one side, or nothing when it is empty. */
function Said({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Both sides' evidence of each line side by side, as staff decide (issue 34): the landlord's claim (amount, details,
 * pictures, videos, invoice) beside the tenant's answer (accepted or disputed, why, their files), or "No answer".
 */
export function ClaimSides({ claim }: { claim: ClaimRecord }) {
  const money = useMoney();
  const answers = responsesByLine(claim);
  return (
    <Stack gap={1.5} data-testid="claim-sides">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {words.landlordSide} · {words.tenantSide}
      </Typography>
      {claim.claims.map((line, i) => {
        const a = answers.get(i);
        return (
          <Card key={i} variant="outlined" data-testid="claim-side-line" data-line={i}>
            <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Stack gap={1} data-testid="landlord-side">
                <Stack direction="row" gap={1} alignItems="center">
                  <Typography variant="body2" sx={{ fontWeight: 700, flex: 1 }}>
                    {line.type} · {money(line.claimAmount ?? 0)}
                  </Typography>
                  <ClaimStatusChip status={line.status} />
                </Stack>
                {line.details && <Said label="Details">{line.details}</Said>}
                <Said label="Evidence">
                  <FileLinks urls={[...(line.images ?? []), ...(line.videos ?? []), ...(line.invoices ?? [])]} />
                </Said>
              </Stack>
              <Stack
                gap={1}
                data-testid="tenant-side"
                sx={{ borderLeft: { sm: 1 }, borderColor: { sm: 'divider' }, pl: { sm: 2 } }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {words.tenantSide}: {a ? shownEnum('claimLineResponse.answer', a.answer) : words.noAnswer}
                </Typography>
                {a?.note && <Said label="Why">{a.note}</Said>}
                {a && (
                  <Said label="Evidence">
                    <FileLinks urls={[...(a.images ?? []), ...(a.videos ?? []), ...(a.docs ?? [])]} />
                  </Said>
                )}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
