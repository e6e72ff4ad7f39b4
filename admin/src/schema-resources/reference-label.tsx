import { ReferenceField, useRecordContext, useResourceContext } from 'react-admin';

import { valueText } from '#domain/format/field-value.ts';
import { rupees } from '#domain/format/money.ts';

import { adminHints } from './resource-meta.ts';
import { useSchema } from './schema-loader.ts';

/** Fields that name a record when its schema names none (x-admin.recordTitle). */
const NAMING = ['name', 'title', 'fullName', 'email'];

/** The field that names a record of `resource`: the x-ref's own label, else the resource's record title, else a naming field. */
export function labelFieldOf(resource: string, label?: string): string {
  return label ?? adminHints(resource).recordTitle ?? 'name';
}

/** A referenced record as people know it (inside react-admin's ReferenceField): never its id. */
export function ReferenceLabel({ field }: { field?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const loaded = useSchema(resource);
  if (!record) return null;
  const name = labelFieldOf(resource, field);
  const node = (loaded?.schema.properties?.[name] ?? {}) as Record<string, any>;
  const value = record[name];
  // A record named by another record (a profile by its user): that one's name.
  if (node['x-ref'] && typeof value === 'string' && value) {
    return (
      <ReferenceField source={name} reference={node['x-ref'].resource} link={false} emptyText="—">
        <ReferenceLabel field={node['x-ref'].label} />
      </ReferenceField>
    );
  }
  const fallback = NAMING.map((f) => record[f]).find((v) => typeof v === 'string' && v);
  const text =
    value === undefined || value === null || value === ''
      ? String(fallback ?? '—')
      : valueText(value, name, node, rupees);
  return <>{text}</>;
}
