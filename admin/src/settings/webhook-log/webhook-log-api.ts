export { LOG_KEY, webhookKey } from '../query-keys.ts';
export type { LogAttempt, LogMessage } from '../types.ts';

/** How often an open log asks again: faster while a message is on its way, so pending turns to delivered quickly. */
export const REFRESH_MS = { busy: 2000, idle: 5000 } as const;
