import { Loading } from 'react-admin';

import { useConsoleConfig } from '#admin/layout/console-config.ts';
import { SchemaList } from '#admin/schema-resources/schema-list.tsx';

import { LandlordFilterChip } from './landlord-filter-chip.tsx';
import { OwnerPropertyList } from './owner-property-list.tsx';
import { useLandlordParam } from './use-landlord-param.ts';

/**
 * /property: landlords and partners get their listings as cards (OwnerPropertyList); staff keep the
 * generated table (export, columns, bulk delete), both narrowed to one landlord by `?landlordId=`.
 */
export function PropertyList() {
  const ready = useLandlordParam();
  const { data: config } = useConsoleConfig();
  if (!ready || !config) return <Loading />;
  return config.type === 'employee' ? (
    <SchemaList banner={<LandlordFilterChip sx={{ m: 1.5, mb: 0.5 }} />} />
  ) : (
    <OwnerPropertyList />
  );
}
