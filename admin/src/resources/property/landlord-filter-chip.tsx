import PersonIcon from '@mui/icons-material/Person';
import { Chip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetOne, useListContext } from 'react-admin';

/**
 * While the list shows one landlord's properties (spec 002 §2: /properties?landlordId=), a chip says whose they
 * are; its cross clears the landlord and shows every property again.
 */
export function LandlordFilterChip({ sx }: { sx?: SxProps<Theme> }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const landlordId = typeof filterValues?.landlordId === 'string' ? filterValues.landlordId : undefined;
  const { data: landlord } = useGetOne('user', { id: landlordId }, { enabled: !!landlordId });
  if (!landlordId) return null;
  const { landlordId: _cleared, ...rest } = filterValues;
  const name = landlord ? String(landlord.name || landlord.email || landlordId) : '…';
  return (
    <Chip
      data-testid="landlord-filter"
      icon={<PersonIcon />}
      color="primary"
      variant="outlined"
      label={`Properties of ${name}`}
      onDelete={() => setFilters(rest, displayedFilters)}
      sx={[{ alignSelf: 'flex-start', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
