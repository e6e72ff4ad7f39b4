import { ReferenceField } from 'react-admin';

import { valueText } from '#domain/format/field-value.ts';
import { rupees } from '#domain/format/money.ts';

import { ReferenceLabel } from './reference-label.tsx';
import { adminHints } from './resource-meta.ts';

type Node = Record<string, any>;

/**
 * A record's heading on its show and edit pages: the field x-admin.recordTitle names, as people read it (a choice by
 * its title, a reference by the referenced record's name, never an id), else the schema's title.
 */
export function RecordTitle({ slug, schema, record }: { slug: string; schema: Node; record: Record<string, unknown> }) {
  const field = adminHints(slug).recordTitle;
  const value = field ? record[field] : undefined;
  if (!field || value === undefined || value === null || value === '') return <>{schema.title}</>;
  const node: Node = schema.properties?.[field] ?? {};
  if (node['x-ref'] && typeof value === 'string') {
    return (
      <ReferenceField source={field} reference={node['x-ref'].resource} link={false} emptyText={schema.title}>
        <ReferenceLabel field={node['x-ref'].label} />
      </ReferenceField>
    );
  }
  return <>{valueText(value, field, node, rupees)}</>;
}
