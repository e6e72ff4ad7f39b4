import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';

export interface ConsoleModule {
  module: string;
  label: string;
  permissions?: string[];
  features?: string[];
}

/** GET /users/config: the caller's menu modules, settings pages and user tabs. */
export interface ConsoleConfig {
  userType: string;
  type: 'tenant' | 'employee' | 'landlord' | 'partner';
  role?: string;
  modules: ConsoleModule[];
  settings: { key: string; label: string; path: string }[];
  userModules: { userType: string; label: string }[];
  rulesPortalUrl?: string;
}

export function useConsoleConfig() {
  return useQuery({ queryKey: ['console-config'], queryFn: () => api.get<ConsoleConfig>('/users/config'), staleTime: 5 * 60_000 });
}

/** Does the caller's role have the feature switch (e.g. Eligibility) inside the module? */
export function hasFeature(config: ConsoleConfig | undefined, module: string, feature: string): boolean {
  return !!config?.modules.find((m) => m.module === module)?.features?.includes(feature);
}
