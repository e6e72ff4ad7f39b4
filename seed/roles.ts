import type { SeedContext, SeedRow } from './seed-context';

/**
 * Menu modules (the brief's list plus every module the schemas' x-permissions name), with their labels.
 * Permissions are substring-checked for 'create', 'update' and 'delete'.
 */
export const MODULES: Record<string, string> = {
  users: 'Users', tenants: 'Tenants', properties: 'Properties', claims: 'Claim', products: 'Product Management',
  eligibility: 'Eligibility', wallet: 'Wallet', bonds: 'Bonds', bondRequests: 'Bond Requests', inspections: 'Inspections',
  payments: 'Payments', reports: 'Reports', settings: 'Settings', content: 'Content', leads: 'Leads', visits: 'Visits',
  shortlists: 'Shortlists', consent: 'Consents', notification: 'Notifications', roles: 'Roles', tokens: 'API Tokens', webhooks: 'Webhooks',
  audit: 'Audit Trail',
};

const ALL = ['create', 'update', 'delete'];

/** Feature switches inside a module. */
const FEATURES: Record<string, string[]> = { eligibility: ['Eligibility'], products: ['bond feature'] };

type Grants = Record<string, string[]>;

function modules(grants: Grants, withFeatures: string[] = []): SeedRow<'role'>['modules'] {
  return Object.entries(grants).map(([module, permissions]) => ({
    module,
    label: MODULES[module],
    permissions,
    ...(withFeatures.includes(module) && FEATURES[module] ? { features: FEATURES[module] } : {}),
  }));
}

function every(permissions: string[]): Grants {
  return Object.fromEntries(Object.keys(MODULES).map((m) => [m, permissions]));
}

const READ_STAFF = ['users', 'tenants', 'properties', 'claims', 'products', 'eligibility', 'bonds', 'bondRequests', 'inspections', 'payments', 'reports', 'settings', 'content', 'leads', 'visits'];

export const ROLE_GRANTS = {
  admin: { userType: 'internal', modules: modules(every(ALL), ['eligibility', 'products']) },
  underwriter: {
    userType: 'internal',
    modules: modules({
      users: ['update'], tenants: ['update'], eligibility: ['update'], properties: [], bonds: ['update'], bondRequests: ['update'],
      inspections: [], claims: ['update'], products: [], payments: [], reports: [], settings: [], leads: [],
    }, ['eligibility']),
  },
  financeHead: {
    userType: 'internal',
    modules: modules({
      users: [], tenants: [], properties: [], wallet: ['create', 'update'], payments: ['create', 'update'], bonds: ['update'],
      claims: ['update'], products: [], reports: ['create'], settings: [],
    }),
  },
  staff: { userType: 'internal', modules: modules(Object.fromEntries(READ_STAFF.map((m) => [m, []]))) },
  partner: {
    userType: 'partner',
    modules: modules({ tenants: ['create'], properties: ['create', 'update'], bonds: [], bondRequests: [], reports: [], settings: [], tokens: ALL, webhooks: ALL }),
  },
  landlord: {
    userType: 'landlord',
    modules: modules({ tenants: [], properties: ALL, bonds: ['update'], bondRequests: ['update'], inspections: ['update'], claims: ['create'], products: [], reports: [], settings: [], tokens: ALL, webhooks: ALL }),
  },
  tenant: {
    userType: 'tenant',
    modules: modules({ bonds: ['create'], bondRequests: ['create'], inspections: ['create'], payments: ['create'], wallet: [], claims: [], settings: [], consent: ['create'] }),
  },
} as const satisfies Record<string, { userType: SeedRow<'role'>['userType']; modules: SeedRow<'role'>['modules'] }>;

export type RoleName = keyof typeof ROLE_GRANTS;

/** Inserts one role per entry of ROLE_GRANTS; staff roles are read-only (no permissions). */
export async function seedRoles(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng.fork('roles');
  const rows: SeedRow<'role'>[] = Object.entries(ROLE_GRANTS).map(([name, grant]) => {
    const created = ctx.clock.ago(rng, 365, 365);
    return { name, userType: grant.userType, modules: grant.modules, createdAt: created.toISOString(), updatedAt: created.toISOString() };
  });
  await ctx.writer.insert('role', rows);
}
