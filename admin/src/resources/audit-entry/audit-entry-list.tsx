import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useGetMany } from 'react-admin';

import { entryOf, humanize } from '#admin/schema-resources/resource-meta.ts';
import { shownDateTime } from '#domain/format/dates.ts';

import { actionLabel, type AuditRecord, viaLabel } from './audit-entry.ts';
import { ChangedFields } from './changed-fields.tsx';

/**
 * Audit entries, newest first: when, who (their name, role and how they signed in, from which address),
 * the action, and each changed field before → after. `showRecord` adds the resource and record (the
 * Activity page, where entries are about many records).
 */
export function AuditEntryList({ entries, showRecord = false }: { entries: AuditRecord[]; showRecord?: boolean }) {
  const actorIds = [...new Set(entries.map((e) => e.actorId).filter((id): id is string => !!id))];
  const { data: actors = [] } = useGetMany('user', { ids: actorIds }, { enabled: actorIds.length > 0 });
  const nameOf = (id: string | undefined) => {
    if (!id) return undefined;
    const user = actors.find((a) => a.id === id);
    return user ? String(user.name || user.email || id) : id;
  };
  return (
    <List disablePadding data-testid="audit-entries">
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          divider
          alignItems="flex-start"
          sx={{ px: 0, display: 'block' }}
          data-testid="audit-entry"
        >
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Chip
              size="small"
              label={actionLabel(entry.action)}
              color={entry.action === 'delete' ? 'error' : entry.action === 'create' ? 'success' : 'primary'}
              variant="outlined"
            />
            <Typography variant="body2" fontWeight={600} data-testid="audit-actor">
              {nameOf(entry.actorId) ?? (entry.via === 'system' ? 'System' : 'Visitor')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                entry.actorRole ? humanize(entry.actorRole) : humanize(entry.actorType),
                `via ${viaLabel(entry.via)}`,
                entry.address,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt}>
              {shownDateTime(entry.createdAt)}
            </Typography>
          </Stack>
          {showRecord && (
            <Typography variant="caption" color="text.secondary" component="div" data-testid="audit-record">
              {entryOf(entry.resource)?.title ?? humanize(entry.resource)} {entry.recordId}
            </Typography>
          )}
          <ChangedFields entry={entry} />
        </ListItem>
      ))}
    </List>
  );
}
