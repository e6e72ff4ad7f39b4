import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Button } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';

import { PropertyFilterDialog } from './property-filter-dialog.tsx';
import { activeFilterCount, dialogValuesOf, filterOf } from './property-filters.ts';

/** Opens the Filters dialog; Apply and Reset All set the list's filter (a landlordId in it stays). */
export function FiltersButton() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filterValues ?? {});
  return (
    <>
      <Badge badgeContent={active} color="primary" overlap="rectangular">
        <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)} data-testid="open-filters">
          Filters
        </Button>
      </Badge>
      {open && (
        <PropertyFilterDialog
          open
          initial={dialogValuesOf(filterValues ?? {})}
          onClose={() => setOpen(false)}
          onApply={(values) => {
            setFilters(filterOf(values, filterValues ?? {}), displayedFilters);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
