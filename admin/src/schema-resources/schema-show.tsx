import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import {
  DeleteButton,
  EditButton,
  Loading,
  ReferenceField,
  ShowBase,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useResourceContext,
} from 'react-admin';

import { allProperties } from '#engine/runtime/forms/conditional-fields.ts';
import { SchemaDetails, type SchemaDetailsProps } from '#forms/details/schema-details.tsx';
import { messages } from '#generated/messages.ts';

import { useViewerRoles } from '../layout/use-viewer-roles.ts';
import { mayReadTrail } from '../resources/audit-entry/audit-entry.ts';
import { RecordHistory } from '../resources/audit-entry/record-history.tsx';
import { mayChange } from './record-access.ts';
import { RecordTitle } from './record-title.tsx';
import { ReferenceLabel } from './reference-label.tsx';
import { adminHints } from './resource-meta.ts';
import { useSchema } from './schema-loader.ts';
import { recordPageSchema } from './show-layout.ts';
import { useFieldMoney, Value } from './value-field.tsx';
import { geoPairOf, isPoint, mapLink } from './widgets/geo.ts';

type Node = Record<string, any>;
type Render = NonNullable<SchemaDetailsProps['render']>;

/**
 * A generated show page: the record in the shared read-only view (SchemaDetails: the schema's x-ui.details groups,
 * else its form's sections, by the schema's titles, without what x-access keeps from the viewer), so it reads like
 * the console's own panes; Edit and Delete only where the server would accept them (mayChange); and the record's
 * History (its audit trail) for staff who may read it.
 */
export function SchemaShow({ lead, shownAbove }: { lead?: ReactNode; shownAbove?: string[] }) {
  return (
    <ShowBase>
      <ShowBody lead={lead} shownAbove={shownAbove} />
    </ShowBase>
  );
}

/** How the page shows values that are more than text: references by name (a link to them), pictures, links. */
function renderers(schema: Node, money: ReturnType<typeof useFieldMoney>): Render {
  const render: Render = {};
  // A located record: its map beside the longitude.
  const geo = geoPairOf(schema, Object.keys(schema.properties ?? {}));
  if (geo) {
    render[geo.longitude] = (text, record) => {
      const [latitude, longitude] = [record[geo.latitude], record[geo.longitude]];
      if (!isPoint(latitude, longitude)) return text;
      return (
        <>
          {text}
          {' · '}
          <Link href={mapLink(latitude as number, longitude as number)} target="_blank" rel="noopener noreferrer">
            {messages.location.openMap}
          </Link>
        </>
      );
    };
  }
  for (const [name, node] of Object.entries<Node>(allProperties(schema))) {
    const widget = node['x-ui']?.widget;
    if (node['x-ref']) {
      render[name] = () => (
        <ReferenceField source={name} reference={node['x-ref'].resource} link="show" emptyText="—">
          <ReferenceLabel field={node['x-ref'].label} />
        </ReferenceField>
      );
    } else if (widget === 'image' || widget === 'images' || node.format === 'uri' || node.format === 'uri-reference') {
      render[name] = (text, record) =>
        text === '—' ? text : <Value value={record[name]} name={name} node={node} money={money} />;
    }
  }
  return render;
}

/**
 * `lead`: what a resource's own show screen puts above the fields (the property's gallery), in the record's context;
 * `shownAbove`: the fields it shows, which the details below leave out.
 */
function ShowBody({ lead, shownAbove }: { lead?: ReactNode; shownAbove?: string[] }) {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const roles = useViewerRoles();
  const money = useFieldMoney();
  const schema = useMemo(
    () => (loaded ? recordPageSchema(loaded.schema as Node, shownAbove) : undefined),
    [loaded, shownAbove],
  );
  const render = useMemo(() => (schema ? renderers(schema, money) : {}), [schema, money]);
  if (!schema || !record) return <Loading />;
  const hints = adminHints(slug);
  return (
    <Box sx={{ mt: 1 }}>
      <TopToolbar>
        {mayChange(slug, 'update', permissions, record) && <EditButton />}
        {mayChange(slug, 'delete', permissions, record) && <DeleteButton mutationMode="pessimistic" />}
      </TopToolbar>
      {lead}
      <Card>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {hints.label}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            <RecordTitle slug={slug} schema={schema} record={record} />
          </Typography>
          <SchemaDetails
            schema={schema}
            record={record}
            roles={roles}
            money={money}
            render={render}
            testId="record-details"
          />
        </CardContent>
      </Card>
      {slug !== 'audit-entry' && mayReadTrail(permissions) && (
        <Card sx={{ mt: 2 }} component="section" aria-labelledby="record-history" data-testid="record-history">
          <CardContent>
            <Typography id="record-history" variant="h6" component="h2" sx={{ mb: 1 }}>
              History
            </Typography>
            <RecordHistory resource={slug} recordId={String(record.id)} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
