import { Box, Chip, TextField, Typography } from '@mui/material';

import { roomLabel } from '#client/move-in-items.ts';

import type { InspectionRow } from './types.ts';

type Amenity = InspectionRow['amenities'][number];

/** The columns of the review grid (wide screens); on phones each item is a small stacked card. */
export const ITEM_COLUMNS = { md: '120px minmax(120px, 1fr) 60px 110px minmax(120px, 1fr) minmax(180px, 1.4fr)' };

/** One item of the tenant's move-in report beside the landlord's remark input (`readOnly`: the remark as text). */
export function InspectionItemRow({
  item,
  index,
  remark,
  onRemark,
  readOnly,
}: {
  item: Amenity;
  index: number;
  remark: string;
  onRemark: (value: string) => void;
  readOnly?: boolean;
}) {
  const working = item.conditions === 'working';
  return (
    <Box
      role="row"
      data-testid="inspection-item"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', ...ITEM_COLUMNS },
        gap: { xs: 0.5, md: 2 },
        alignItems: 'center',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="cell" variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {roomLabel(item.room)}
      </Typography>
      <Typography role="cell" variant="body2" sx={{ fontWeight: 600 }}>
        {item.name}
      </Typography>
      <Typography role="cell" variant="body2" sx={{ textAlign: { xs: 'right', md: 'left' } }}>
        <Box component="span" sx={{ display: { md: 'none' } }}>
          Count{' '}
        </Box>
        {item.counts}
      </Typography>
      <Box role="cell" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Chip
          size="small"
          color={working ? 'success' : 'error'}
          variant="outlined"
          label={working ? 'Working' : 'Not-Working'}
        />
      </Box>
      <Typography
        role="cell"
        variant="body2"
        color={item.remark ? 'text.primary' : 'text.disabled'}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary' }}>
          Tenant:{' '}
        </Box>
        {item.remark || 'No remark'}
      </Typography>
      <Box role="cell" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mt: { xs: 1, md: 0 } }}>
        {readOnly ? (
          <Typography
            variant="body2"
            color={remark ? 'text.primary' : 'text.disabled'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary' }}>
              Landlord:{' '}
            </Box>
            {remark || 'No remark'}
          </Typography>
        ) : (
          <TextField
            size="small"
            fullWidth
            label="Your remark"
            value={remark}
            onChange={(e) => onRemark(e.target.value)}
            slotProps={{
              htmlInput: {
                maxLength: 400,
                'aria-label': `Your remark on ${item.name}, ${roomLabel(item.room)}`,
                'data-testid': `remark-${index}`,
              },
            }}
          />
        )}
      </Box>
    </Box>
  );
}
