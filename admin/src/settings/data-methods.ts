import { api } from '../api/http';

/**
 * The data provider's custom methods of this folder (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's). Types only from generated/, client/
 * or this folder's types files: nothing here imports a screen or a hook.
 */
export const settingsMethods = {
  // filled as the folder's screens move onto the data provider
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;

void api;
