import CloseIcon from '@mui/icons-material/Close';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';

import { useT } from '#forms/i18n.tsx';
import { city as CITIES } from '#generated/enums.ts';

import { plainButton } from './ui.tsx';

/** "Select your city": the nine cities of the city picker (spec 000 §9); choosing one opens the search for it. */
export default function CityPickerDialog({
  open,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  current?: string;
  onClose: () => void;
  onChoose: (city: string) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="city-picker-title"
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <Box sx={{ p: { xs: 2.5, sm: 3.5 }, position: 'relative' }}>
        <Box
          component="button"
          type="button"
          aria-label={t('Close city picker')}
          onClick={onClose}
          sx={{
            ...plainButton,
            position: 'absolute',
            top: 8,
            right: 8,
            width: 44,
            height: 44,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            color: 'text.secondary',
            '&:focus-visible': { outline: '3px solid #0F4C81' },
          }}
        >
          <CloseIcon />
        </Box>
        <Box component="h2" id="city-picker-title" sx={{ m: 0, fontSize: 22, fontWeight: 800, color: 'primary.dark' }}>
          {t('Select your city')}
        </Box>
        <Box component="p" sx={{ mt: 0.5, mb: 2.5, color: 'text.secondary' }}>
          {t('See deposit-free co-living rooms and PGs near you.')}
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: { xs: 1, sm: 1.5 },
          }}
        >
          {CITIES.map((c) => (
            <li key={c}>
              <Box
                component="button"
                type="button"
                onClick={() => onChoose(c)}
                aria-pressed={current === c}
                sx={{
                  ...plainButton,
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: { xs: 0.5, sm: 1 },
                  p: { xs: 1.25, sm: 1.5 },
                  borderRadius: '8px',
                  border: '1px solid',
                  borderColor: current === c ? 'primary.main' : '#D5DEE9',
                  bgcolor: current === c ? 'primary.light' : '#FFFFFF',
                  color: 'primary.dark',
                  fontWeight: 700,
                  '&:hover': { bgcolor: 'primary.light' },
                  '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
                }}
              >
                <LocationOnIcon sx={{ color: 'secondary.main', fontSize: 20 }} />
                {c}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Dialog>
  );
}
