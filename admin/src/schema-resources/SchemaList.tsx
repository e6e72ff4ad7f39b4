import {
  BulkDeleteButton, CreateButton, DatagridConfigurable, ExportButton, FilterButton, List, Loading, SelectColumnsButton,
  TopToolbar, usePermissions, useResourceContext,
} from 'react-admin';
import { useConsoleConfig } from '../layout/console-config';
import { can } from '../session/auth-provider';
import { currentUser } from '../session/session';
import { listFilters } from './list-filters';
import { adminHints, columnFields, defaultColumns, moduleOf, ownerFieldFor, propertyOf, titleOf } from './resource-meta';
import { useSchema } from './schema-loader';
import { SerialField } from './SerialField';
import { ValueField } from './ValueField';

/**
 * A generated list: x-admin columns plus short fields up to eight (the rest under Columns), sort,
 * filters, search, From/To dates, 10 rows a page with serial numbers, CSV export,
 * and bulk delete when the role may delete. Landlords and partners see only records they own.
 */
export function SchemaList() {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const { permissions } = usePermissions();
  const { data: config } = useConsoleConfig();
  if (!loaded || !config) return <Loading />;
  // Landlords and partners see their own records here (public listings included for staff only).
  const user = currentUser();
  const owner = config.type === 'employee' || !user ? undefined : ownerFieldFor(slug, user.userType);
  const ownFilter = owner && user ? { [owner]: user.id } : undefined;
  const { schema } = loaded;
  const hints = adminHints(slug);
  const module = moduleOf(slug);
  const columns = columnFields(schema);
  const shown = defaultColumns(schema, hints.list).filter((c) => columns.includes(c));
  const canDelete = can(permissions, module, 'delete');
  return (
    <List
      perPage={10}
      filter={ownFilter}
      sort={hints.sort ?? { field: 'createdAt', order: 'DESC' }}
      filters={listFilters(schema, hints)}
      title={hints.label}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <SelectColumnsButton />
          {can(permissions, module, 'create') && <CreateButton />}
          <ExportButton maxResults={5000} />
        </TopToolbar>
      }
    >
      <DatagridConfigurable
        rowClick="show"
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        omit={columns.filter((c) => !shown.includes(c))}
        bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        {[
          <SerialField key="#" label="#" />,
          ...[...shown, ...columns.filter((c) => !shown.includes(c))].map((field) => (
            <ValueField key={field} source={field} label={titleOf(schema, field)} node={propertyOf(schema, field)} compact sortable={isSortable(propertyOf(schema, field))} />
          )),
        ]}
      </DatagridConfigurable>
    </List>
  );
}

const isSortable = (node: Record<string, any>) => !['array', 'object'].includes(node.type);
