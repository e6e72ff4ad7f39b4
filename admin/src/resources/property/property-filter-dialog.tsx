import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Slider,
  TextField,
} from '@mui/material';
import { useState } from 'react';

import type { PropertyType } from '#generated/enums.ts';

import { ACCOMMODATION_TYPES, type DialogValues, EMPTY_DIALOG, RENT, rentLabel } from './property-filters.ts';

/**
 * The landlord's filter dialog (spec 001 §2, §9): a city/location/pincode search, the rent range slider and the
 * accommodation-type checkboxes. Apply hands the values over; Reset All hands over none.
 */
export function PropertyFilterDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: DialogValues;
  onApply: (values: DialogValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const toggle = (type: PropertyType) =>
    setValues((v) => ({
      ...v,
      types: v.types.includes(type) ? v.types.filter((t) => t !== type) : [...v.types, type],
    }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="property-filters-title"
      data-testid="property-filters"
    >
      <DialogTitle id="property-filters-title" sx={{ pr: 6 }}>
        Filters
      </DialogTitle>
      <IconButton aria-label="Close filters" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          component="form"
          id="property-filters-form"
          onSubmit={(e) => {
            e.preventDefault();
            onApply(values);
          }}
          sx={{ display: 'grid', gap: 3 }}
        >
          <TextField
            label="City, location or pincode"
            value={values.search}
            onChange={(e) => setValues((v) => ({ ...v, search: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          <div>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Box component="span" id="rent-range-label" sx={{ fontWeight: 700 }}>
                Rent
              </Box>
              <Box component="span" data-testid="rent-range-value" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {rentLabel(values.rent[0])} – {rentLabel(values.rent[1])}
              </Box>
            </Box>
            <Box sx={{ px: 1 }}>
              <Slider
                value={values.rent}
                min={RENT.min}
                max={RENT.max}
                step={RENT.step}
                disableSwap
                onChange={(_, v) => setValues((current) => ({ ...current, rent: v as [number, number] }))}
                getAriaLabel={(thumb) => (thumb === 0 ? 'Minimum rent' : 'Maximum rent')}
                getAriaValueText={rentLabel}
                valueLabelDisplay="auto"
                valueLabelFormat={rentLabel}
              />
            </Box>
          </div>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
              Accommodation type
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {ACCOMMODATION_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={values.types.includes(type)} onChange={() => toggle(type)} />}
                  label={type}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2 }}>
        <Button
          color="secondary"
          onClick={() => {
            setValues(EMPTY_DIALOG);
            onApply(EMPTY_DIALOG);
          }}
        >
          Reset All
        </Button>
        <Button type="submit" form="property-filters-form" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
