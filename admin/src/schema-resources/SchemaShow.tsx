import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { DeleteButton, EditButton, Loading, ShowBase, TopToolbar, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { mayChange } from './record-access';
import { adminHints, titleOf } from './resource-meta';
import { useSchema } from './schema-loader';
import { ValueField } from './ValueField';
import { RecordHistory } from '../resources/audit-entry/RecordHistory';
import { mayReadTrail } from '../resources/audit-entry/audit-entry';

/**
 * A generated show page: every readable field of the schema, in schema order; Edit and Delete only where the
 * server would accept them (mayChange); and the record's History (its audit trail) for staff who may read it.
 */
export function SchemaShow({ lead }: { lead?: ReactNode }) {
  return (
    <ShowBase>
      <ShowBody lead={lead} />
    </ShowBase>
  );
}

/** `lead`: what a resource's own show screen puts above the fields (the property's gallery), in the record's context. */
function ShowBody({ lead }: { lead?: ReactNode }) {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const record = useRecordContext();
  const { permissions } = usePermissions();
  if (!loaded || !record) return <Loading />;
  const hints = adminHints(slug);
  const properties = Object.entries((loaded.schema.properties ?? {}) as Record<string, Record<string, any>>).filter(([, n]) => !n.writeOnly);
  const title = hints.recordTitle && record[hints.recordTitle] ? String(record[hints.recordTitle]) : loaded.schema.title;
  return (
    <Box sx={{ mt: 1 }}>
      <TopToolbar>
        {mayChange(slug, 'update', permissions, record) && <EditButton />}
        {mayChange(slug, 'delete', permissions, record) && <DeleteButton mutationMode="pessimistic" />}
      </TopToolbar>
      {lead}
      <Card>
        <CardContent>
          <Typography variant="overline" color="text.secondary">{hints.label}</Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{title}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, columnGap: 3, rowGap: 1.5 }}>
            {properties.map(([name, node]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>{titleOf(loaded.schema, name)}</Typography>
                <Box component="dd" sx={{ m: 0, mb: { xs: 1, md: 0 } }}><ValueField source={name} node={node} /></Box>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      {slug !== 'audit-entry' && mayReadTrail(permissions) && (
        <Card sx={{ mt: 2 }} component="section" aria-labelledby="record-history" data-testid="record-history">
          <CardContent>
            <Typography id="record-history" variant="h6" component="h2" sx={{ mb: 1 }}>History</Typography>
            <RecordHistory resource={slug} recordId={String(record.id)} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
