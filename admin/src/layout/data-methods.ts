import { api } from '../api/http.ts';
import type { ConsoleConfig } from './types.ts';

/** The console configuration's query key (the signed-in caller's, read once per session and kept five minutes). */
export const consoleConfigKey = ['console-config'] as const;

/**
 * The data provider's custom methods of the console's frame (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's).
 */
export const layoutMethods = {
  /** GET /users/config: the caller's menu modules, settings pages and user tabs. */
  consoleConfig: () => api.get<ConsoleConfig>('/users/config'),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
