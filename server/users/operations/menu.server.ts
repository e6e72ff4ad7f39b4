import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import type { Role } from '#generated/types/role.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { mayDownloadReports } from '#server/reports/operations/report-request.server.ts';

import { RELATED_TYPE, type UserType } from './user-types.server.ts';

type Module = NonNullable<Role['modules']>[number];

/** Settings sub-pages by user type (spec 002 §2, 001 §2). */
const PAGES = {
  changepassword: 'Change Password',
  bonddetails: 'Bond Details',
  downloadreport: 'Download Report',
  images: 'Bulk Upload Images',
  bondrenew: 'Bond Renew',
  tokens: 'Tokens',
  webhooks: 'Webhooks',
} as const;
type Page = keyof typeof PAGES;
const SETTINGS: Record<'tenant' | 'employee' | 'landlord' | 'partner', Page[]> = {
  tenant: ['changepassword', 'bonddetails'],
  employee: ['changepassword', 'downloadreport', 'images', 'bondrenew', 'webhooks'],
  landlord: ['changepassword', 'tokens', 'webhooks', 'downloadreport'],
  partner: ['changepassword', 'tokens', 'webhooks', 'downloadreport'],
};

/**
 * The caller's settings pages: staff see Download Report only with report rights, and Webhooks (their delivery
 * log, the README's Settings > Webhooks) only with the webhooks module; a page they may not use is not offered.
 */
function settingsOf(actor: UserActor, type: keyof typeof SETTINGS): Page[] {
  if (type !== 'employee') return SETTINGS[type];
  return SETTINGS.employee.filter((page) => {
    if (page === 'downloadreport') return mayDownloadReports(actor);
    if (page === 'webhooks') return actor.admin || actor.permissions.webhooks !== undefined;
    return true;
  });
}

/** The tabs of the users page: which user lists the caller has. */
const USER_TABS: Record<'tenant' | 'employee' | 'landlord' | 'partner', { userType: UserType; label: string }[]> = {
  employee: [
    { userType: 'tenant', label: 'Tenants' },
    { userType: 'landlord', label: 'Landlords' },
    { userType: 'partner', label: 'Partners' },
    { userType: 'internal', label: 'Employees' },
  ],
  landlord: [{ userType: 'tenant', label: 'Tenants' }],
  partner: [
    { userType: 'tenant', label: 'Tenants' },
    { userType: 'landlord', label: 'Landlords' },
  ],
  tenant: [],
};

/** The caller's role record: their named role, else the default role of their user type (tenant, landlord...). */
async function modulesOf(db: Db, actor: UserActor): Promise<Module[]> {
  const related = RELATED_TYPE[actor.userType as UserType];
  const candidates: [string, string][] = [[actor.userType, actor.role ?? actor.userType]];
  if (related && related !== 'employee' && related !== actor.userType)
    candidates.push([related, actor.role ?? related]);
  for (const [userType, name] of candidates) {
    const role = await db
      .selectFrom('role')
      .select('modules')
      .where('userType', '=', userType as UserType)
      .where('name', '=', name)
      .executeTakeFirst();
    if (role) return (role.modules ?? []) as Module[];
  }
  return [];
}

/** GET /users/config: the caller's menu modules, settings pages and user tabs. */
export async function userConfig(db: Db, caller: Actor, rulesPortalUrl?: string) {
  const actor = requireUser(caller);
  const related = RELATED_TYPE[actor.userType as UserType] ?? 'tenant';
  return {
    userType: actor.userType,
    type: related,
    ...(actor.role ? { role: actor.role } : {}),
    modules: await modulesOf(db, actor),
    settings: settingsOf(actor, related).map((key) => ({ key, label: PAGES[key], path: `/home/settings/${key}` })),
    userModules: USER_TABS[related],
    ...(actor.internal && rulesPortalUrl ? { rulesPortalUrl } : {}),
  };
}

/** GET /users/permission: module → permission strings (create, update, delete...), for showing controls. */
export async function userPermissions(db: Db, caller: Actor): Promise<Record<string, string[]>> {
  const actor = requireUser(caller);
  return Object.fromEntries((await modulesOf(db, actor)).map((m) => [m.module, m.permissions ?? []]));
}

const USER_TYPES = Object.keys(RELATED_TYPE) as UserType[];

/** GET /users/roles?userType: the roles that user type can hold (the invite dialog); their modules for staff. */
export async function rolesFor(db: Db, caller: Actor, userType: unknown) {
  const actor = requireUser(caller);
  const type = userType === 'employee' ? 'internal' : userType;
  if (type !== undefined && type !== '' && !USER_TYPES.includes(type as UserType)) {
    throw new ApiError(
      400,
      'invalid_filter',
      fillMessage(messages.request.oneOf, { field: 'userType', values: USER_TYPES.join(', ') }),
      { userType: fillMessage(messages.request.oneOf, { field: 'userType', values: USER_TYPES.join(', ') }) },
    );
  }
  let q = db.selectFrom('role').select(['id', 'name', 'userType', 'modules']).orderBy('name');
  if (type) q = q.where('userType', '=', type as UserType);
  const rows = await q.execute();
  const results = rows.map(({ modules, ...r }) => (actor.internal ? { ...r, modules } : r));
  return {
    results,
    page: 1,
    limit: Math.max(results.length, 1),
    totalPages: results.length ? 1 : 0,
    totalResults: results.length,
  };
}
