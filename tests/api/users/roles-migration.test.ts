import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_LOGINS } from '#seed/demo-logins.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/** The roles and their grants are the server's data: db/migrations/0014_roles_and_grants.sql, no demo data. */
let api: TestApi;
type Module = { module: string; label: string; permissions: string[]; features?: string[] };
let roles: { name: string; userType: string; modules: Module[] }[];

beforeAll(async () => {
  api = await startTestApi({}, { keepMigratedRoles: true });
  roles = (await api.db.selectFrom('role').select(['name', 'userType', 'modules']).execute()) as typeof roles;
}, 120_000);
afterAll(() => api?.close());

const role = (name: string, userType = 'internal') => roles.find((r) => r.name === name && r.userType === userType)!;
const grants = (name: string, module: string, userType?: string) =>
  role(name, userType).modules.find((m) => m.module === module)?.permissions;

describe('a freshly migrated database', () => {
  it('holds the seven roles, without any demo data', async () => {
    expect(roles.map((r) => `${r.userType}/${r.name}`).sort()).toEqual([
      'internal/admin',
      'internal/financeHead',
      'internal/staff',
      'internal/underwriter',
      'landlord/landlord',
      'partner/partner',
      'tenant/tenant',
    ]);
    expect(await api.db.selectFrom('user').select('id').executeTakeFirst()).toBeUndefined();
  });

  it('grants admin everything, staff nothing, underwriter eligibility, finance the wallet', () => {
    const everyModule = ['users', 'tenants', 'properties', 'claims', 'products', 'eligibility', 'wallet', 'bonds'];
    for (const m of [...everyModule, 'reports', 'settings', 'content', 'leads']) {
      expect(grants('admin', m), m).toEqual(['create', 'update', 'delete']);
    }
    expect(role('staff').modules.every((m) => m.permissions.length === 0)).toBe(true);
    expect(grants('underwriter', 'eligibility')).toContain('update');
    expect(grants('underwriter', 'properties')).toEqual([]);
    expect(grants('financeHead', 'wallet')).toEqual(['create', 'update']);
    expect(grants('staff', 'eligibility')).toEqual([]);
    expect(grants('landlord', 'properties', 'landlord')).toEqual(['create', 'update', 'delete']);
    expect(grants('tenant', 'bonds', 'tenant')).toEqual(['create']);
    expect(role('admin').modules.find((m) => m.module === 'eligibility')?.features).toEqual(['Eligibility']);
  });

  it('has a role for every demo login that holds one', () => {
    for (const login of DEMO_LOGINS.filter((l) => l.role))
      expect(role(login.role!, login.userType), login.email).toBeDefined();
  });

  it('lets a user of the migrated admin role manage roles, and a staff user only read them', async () => {
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const staff = await makeUser(api, { userType: 'internal', role: 'staff' });
    const list = await api.v1('GET', '/roles', admin.token);
    expect(list.statusCode).toBe(200);
    const created = await api.v1('POST', '/roles', admin.token, { name: 'auditor', userType: 'internal', modules: [] });
    expect(created.statusCode).toBe(201);
    const refused = await api.v1('POST', '/roles', staff.token, {
      name: 'auditor2',
      userType: 'internal',
      modules: [],
    });
    expect(refused.statusCode).toBe(403);
  });
});
