import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { useRovingRadios } from './use-roving-radios.ts';
import { SLOTS, type TimeSlot } from './visit-dates.ts';

export type SlotState = 'open' | 'past' | 'booked' | 'yours';

/**
 * The hourly slots 08:00–22:00 as a radio group. A past slot, or one the visitor already booked that day
 * (for any property), is disabled (spec 000 §5 Visit slots); the slot of this property's own visit is shown as
 * chosen. Before a date is chosen every slot waits for it.
 */
export function SlotGrid({
  selected,
  stateOf,
  onSelect,
  labelledBy,
  waiting,
}: {
  selected?: TimeSlot;
  stateOf: (slot: TimeSlot) => SlotState;
  onSelect: (slot: TimeSlot) => void;
  labelledBy: string;
  waiting: boolean;
}) {
  const t = useT();
  const disabled = (slot: TimeSlot) => waiting || stateOf(slot) === 'past' || stateOf(slot) === 'booked';
  const radios = useRovingRadios({ values: SLOTS, selected, isDisabled: disabled, onSelect });
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      onKeyDown={radios.onKeyDown}
      data-testid="visit-slots"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1 }}
    >
      {SLOTS.map((slot) => {
        const state = waiting ? 'open' : stateOf(slot);
        const off = disabled(slot);
        const chosen = slot === selected;
        const label =
          state === 'past'
            ? t('{slot}, past', { slot })
            : state === 'booked'
              ? t('{slot}, already booked', { slot })
              : state === 'yours'
                ? t('{slot}, your visit', { slot })
                : slot;
        return (
          <Box
            key={slot}
            component="button"
            type="button"
            {...radios.radio(slot)}
            disabled={off}
            aria-label={label}
            data-state={state}
            sx={{
              height: 40,
              border: '1px solid',
              borderColor: chosen ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: chosen ? 'primary.main' : off ? '#F2F4F7' : '#FFFFFF',
              color: chosen ? 'primary.contrastText' : off ? '#5B6472' : 'text.primary',
              textDecoration: state === 'booked' || state === 'past' ? 'line-through' : 'none',
              font: 'inherit',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              cursor: off ? 'not-allowed' : 'pointer',
              p: 0,
              '&:hover:not(:disabled)': { borderColor: 'primary.main' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: '2px' },
            }}
          >
            {slot}
          </Box>
        );
      })}
    </Box>
  );
}
