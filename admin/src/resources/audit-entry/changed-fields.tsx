import { Box, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { valueText } from '#admin/schema-resources/format.ts';
import { humanize, propertyOf } from '#admin/schema-resources/resource-meta.ts';
import { useSchema } from '#admin/schema-resources/schema-loader.ts';

import { type AuditRecord, fieldChanges, shortText } from './audit-entry.ts';

/**
 * Each field an entry changed: its title in the resource's schema, then before → after (one side only for a
 * creation or a deletion), each value as the record's screens show it (dates, money, phones, choices by their
 * titles, addresses as text), never JSON.
 */
export function ChangedFields({ entry }: { entry: AuditRecord }) {
  const loaded = useSchema(entry.resource);
  const money = useMoney();
  const changes = fieldChanges(entry);
  if (!changes.length) return null;
  const schema = (loaded?.schema ?? {}) as Record<string, any>;
  const both = entry.before !== undefined && entry.after !== undefined;
  const text = (field: string, value: unknown) =>
    shortText(valueText(value, field, propertyOf(schema, field), (a) => money(a)));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 0.75,
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.25,
      }}
    >
      {changes.map(({ field, before, after }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {propertyOf(schema, field).title ?? humanize(field)}
          </Typography>
          <Typography
            component="dd"
            variant="caption"
            sx={{ m: 0, wordBreak: 'break-word' }}
            data-testid={`audit-change-${field}`}
          >
            {both
              ? `${text(field, before)} → ${text(field, after)}`
              : text(field, entry.after !== undefined ? after : before)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
