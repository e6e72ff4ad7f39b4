import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

import { isCalendarDate, isDateTime } from '../dates.ts';

/** ajv-formats' ordering of dates and date-times (formatMinimum and the like), kept as it is. */
const compareOf = (name: 'date' | 'date-time') => (fullFormats[name] as FormatDefinition<string>).compare;

/**
 * The string formats the generated validators check (server and browser alike): ajv-formats' full
 * set, with `date` and `date-time` following the engine's one date rule (a day that exists, years
 * 0001–9999, what PostgreSQL holds), where ajv-formats lets year 0000 and offsets like +99:99 through.
 */
export const formats = {
  ...fullFormats,
  date: { validate: isCalendarDate, compare: compareOf('date') },
  'date-time': { validate: isDateTime, compare: compareOf('date-time') },
};
