import type { ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  List,
  Loading,
  SelectColumnsButton,
  TopToolbar,
  usePermissions,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';

import { listFilters } from './list-filters.tsx';
import { mayChange } from './record-access.ts';
import { adminHints, columnFields, defaultColumns, propertyOf, titleOf } from './resource-meta.ts';
import { SchemaEmpty } from './schema-empty.tsx';
import { useSchema } from './schema-loader.ts';
import { SerialField } from './serial-field.tsx';
import { useOwnerField } from './use-owner-field.ts';
import { ValueField } from './value-field.tsx';

/**
 * A generated list: x-admin columns plus short fields up to eight (the rest under Columns), sort,
 * filters, search, From/To dates, 10 rows a page with serial numbers, CSV export,
 * and bulk delete when the role may delete. Landlords and partners see only records they own.
 * A resource's own list may put a `banner` above the rows (inside the list, so it can read the filters).
 */
export function SchemaList({ banner }: { banner?: ReactNode } = {}) {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const { permissions } = usePermissions();
  // The Resource has a create screen when the viewer may create it (resources.tsx decides that once).
  const { hasCreate } = useResourceDefinition();
  // Landlords and partners see their own records here (public listings included for staff only).
  const owner = useOwnerField(slug);
  if (!loaded || !owner.ready) return <Loading />;
  const ownFilter = owner.values;
  const { schema } = loaded;
  const hints = adminHints(slug);
  const columns = columnFields(schema);
  const shown = defaultColumns(schema, hints.list).filter((c) => columns.includes(c));
  // Rows are the viewer's own (ownFilter), so the resource-level answer holds for each of them.
  const canDelete = mayChange(slug, 'delete', permissions);
  return (
    <List
      perPage={10}
      filter={ownFilter}
      sort={hints.sort ?? { field: 'createdAt', order: 'DESC' }}
      filters={listFilters(schema, hints)}
      title={hints.label}
      empty={<SchemaEmpty label={hints.label} canCreate={!!hasCreate} />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <SelectColumnsButton />
          {hasCreate && <CreateButton />}
          <ExportButton maxResults={5000} />
        </TopToolbar>
      }
    >
      {banner}
      <DatagridConfigurable
        rowClick="show"
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        omit={columns.filter((c) => !shown.includes(c))}
        bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        {[
          <SerialField key="#" label="#" />,
          ...[...shown, ...columns.filter((c) => !shown.includes(c))].map((field) => (
            <ValueField
              key={field}
              source={field}
              label={titleOf(schema, field)}
              node={propertyOf(schema, field)}
              compact
              sortable={isSortable(propertyOf(schema, field))}
            />
          )),
        ]}
      </DatagridConfigurable>
    </List>
  );
}

const isSortable = (node: Record<string, any>) => !['array', 'object'].includes(node.type);
