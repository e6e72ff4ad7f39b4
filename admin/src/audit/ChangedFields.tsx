import { Box, Typography } from '@mui/material';
import { humanize } from '../schema-resources/resource-meta';
import { fieldChanges, shortValue, type AuditRecord } from './audit-entry';

/** Each field an entry changed: its name, then before → after (one side only for a creation or a deletion). */
export function ChangedFields({ entry }: { entry: AuditRecord }) {
  const changes = fieldChanges(entry);
  if (!changes.length) return null;
  const both = entry.before !== undefined && entry.after !== undefined;
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.75, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.25 }}>
      {changes.map(({ field, before, after }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">{humanize(field)}</Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`audit-change-${field}`}>
            {both ? `${shortValue(before)} → ${shortValue(after)}` : shortValue(entry.after !== undefined ? after : before)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
