import { useDataProvider } from 'react-admin';

import type { ConsoleDataProvider } from './data-provider.ts';

/**
 * The data provider with the console's custom methods, as react-admin hands it to screens: every call's failure
 * goes through the auth provider's checkError (the 401 path signs out), and screens cache its answers with
 * react-query keys that start with the resource's name, so react-admin's own refresh reaches them.
 */
export function useConsoleData(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>();
}
