import { describe, expect, it } from 'vitest';
import visitSchema from '#generated/schemas/visit.json';
import { isVisitSlot } from '../../server/visitors/visit-slots.ts';

describe('isVisitSlot', () => {
  it('accepts exactly the time slots of the visit schema', () => {
    const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
    const candidates = [...hours.flatMap((h) => [`${h}:00`, `${h}:30`]), '8:00', '08:00 ', '', undefined, null, 8];
    expect(candidates.filter(isVisitSlot)).toEqual(visitSchema.properties.scheduledVisitTimeSlot.enum);
  });
});
