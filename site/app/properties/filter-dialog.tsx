import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { grouped } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import { ACCOMMODATION_TYPES, RENT_SLIDER } from './search-state.ts';

export interface FilterValues {
  address?: string;
  maxRent?: number;
  types: string[];
}

/** "Rs. 50,000": the slider's label follows its value. */
export const rentLabel = (value: number): string => `Rs. ${grouped(value)}`;

/**
 * The filter popup (spec 000 §2): city/location/pincode search, the rent slider (0 to 50,000 in steps of 1,000,
 * default 50,000) and the accommodation-type checkboxes. Apply puts them in the address; Reset All clears them.
 * Loaded on first opening (React.lazy), so the search page's first bundle stays small.
 */
export default function FilterDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: FilterValues;
  onApply: (values: FilterValues) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [address, setAddress] = useState(initial.address ?? '');
  const [rent, setRent] = useState(initial.maxRent ?? RENT_SLIDER.initial);
  const [rentTouched, setRentTouched] = useState(initial.maxRent !== undefined);
  const [types, setTypes] = useState<string[]>(initial.types);

  const toggle = (type: string) => setTypes((t) => (t.includes(type) ? t.filter((x) => x !== type) : [...t, type]));
  const apply = () => onApply({ address: address.trim() || undefined, maxRent: rentTouched ? rent : undefined, types });
  const resetAll = () => {
    setAddress('');
    setRent(RENT_SLIDER.initial);
    setRentTouched(false);
    setTypes([]);
    onApply({ address: undefined, maxRent: undefined, types: [] });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="filters-title">
      <DialogTitle id="filters-title" sx={{ pr: 6 }}>
        {t('Filters')}
      </DialogTitle>
      <IconButton aria-label={t('Close filters')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          component="form"
          id="filters-form"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
          sx={{ display: 'grid', gap: 3 }}
        >
          <TextField
            label={t('City, location or pincode')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            inputProps={{ maxLength: 100 }}
            fullWidth
          />
          <div>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Box component="span" id="rent-label" sx={{ fontWeight: 700 }}>
                {t('Maximum rent')}
              </Box>
              <Box component="span" data-testid="rent-value" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {rentLabel(rent)}
              </Box>
            </Box>
            <Box sx={{ px: 1 }}>
              <Slider
                value={rent}
                min={RENT_SLIDER.min}
                max={RENT_SLIDER.max}
                step={RENT_SLIDER.step}
                onChange={(_, v) => {
                  setRent(v as number);
                  setRentTouched(true);
                }}
                getAriaValueText={rentLabel}
                valueLabelDisplay="auto"
                valueLabelFormat={rentLabel}
                slotProps={{ input: { 'aria-labelledby': 'rent-label' } }}
              />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: 'text.secondary' }}>
              <span>{rentLabel(RENT_SLIDER.min)}</span>
              <span>{rentLabel(RENT_SLIDER.max)}</span>
            </Box>
          </div>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
              {t('Accommodation type')}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {ACCOMMODATION_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={types.includes(type)} onChange={() => toggle(type)} />}
                  label={t(type)}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2 }}>
        <Button onClick={resetAll} color="secondary">
          {t('Reset All')}
        </Button>
        <Button type="submit" form="filters-form" variant="contained">
          {t('Apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
