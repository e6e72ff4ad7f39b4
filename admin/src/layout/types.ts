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
