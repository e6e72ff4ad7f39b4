import { Stack } from '@mui/material';
import { CreateButton, InfiniteList, InfinitePagination, TopToolbar, usePermissions, useStore } from 'react-admin';

import { useOwnerField } from '#admin/schema-resources/use-owner-field.ts';
import { can } from '#admin/session/auth-provider.ts';

import { FiltersButton } from './filters-button.tsx';
import { LandlordFilterChip } from './landlord-filter-chip.tsx';
import { PAGE_SIZE } from './property-filters.ts';
import { PropertyGallery } from './property-gallery.tsx';
import { type PropertyView, ViewToggle } from './view-toggle.tsx';

/**
 * A landlord's (or partner's) properties (spec 001 §2 Landlord screens): grid or list view, 40 at a time with
 * more loaded on scrolling, the Filters dialog and the empty state. Only their own: without the owner filter the
 * API would add everyone's active (public) listings.
 */
export function OwnerPropertyList() {
  const [view, setView] = useStore<PropertyView>('property.view', 'grid');
  const { permissions } = usePermissions();
  const owner = useOwnerField('property');
  if (!owner.values) return null;
  return (
    <InfiniteList
      resource="property"
      title="Properties"
      perPage={PAGE_SIZE}
      filter={owner.values}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
      component="div"
      pagination={<InfinitePagination />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ViewToggle value={view} onChange={setView} />
          <FiltersButton />
          {can(permissions, 'properties', 'create') && <CreateButton label="Add Property" />}
        </TopToolbar>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <LandlordFilterChip />
        <PropertyGallery view={view} />
      </Stack>
    </InfiniteList>
  );
}
