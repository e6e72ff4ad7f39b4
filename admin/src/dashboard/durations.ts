import { messages } from '#generated/messages.ts';

/** The dashboard's filter choices, exactly as spec 002 §2 names them (the server takes the same words). */
export const DURATIONS = [
  messages.dashboard.sevenDays,
  messages.dashboard.lastMonth,
  messages.dashboard.lastYear,
] as const;
export type Duration = (typeof DURATIONS)[number];
