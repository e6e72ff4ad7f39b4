import { useQuery } from '@tanstack/react-query';

import { useConsoleData } from '../api/use-console-data.ts';
import { consoleConfigKey } from './data-methods.ts';
import type { ConsoleConfig } from './types.ts';

export type { ConsoleConfig, ConsoleModule } from './types.ts';

/** The signed-in caller's console configuration (menu modules, settings pages, user tabs); `enabled` false asks nothing (a signed-out page). */
export function useConsoleConfig(enabled = true) {
  const data = useConsoleData();
  return useQuery({ queryKey: consoleConfigKey, queryFn: () => data.consoleConfig(), staleTime: 5 * 60_000, enabled });
}

/** Does the caller's role have the feature switch (e.g. Eligibility) inside the module? */
export function hasFeature(config: ConsoleConfig | undefined, module: string, feature: string): boolean {
  return !!config?.modules.find((m) => m.module === module)?.features?.includes(feature);
}
