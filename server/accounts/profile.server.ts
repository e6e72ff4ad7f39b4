import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { getRecord, present, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { isId, isLandlordOf, requireSelfOrStaff, userIdParam } from './access.server.ts';
import { requireUser } from '../http/guards.server.ts';
import { messages } from '#generated/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import { ownValue } from '#engine/runtime/own-value.ts';

/**
 * Profiles (002 §7): GET /profile/{type}?userId reads one user's profile of that type, with the
 * user's basic fields, addresses, documents and co-applicants; PATCH /profile/{userType}/{profileId}
 * changes it. Reading creates nothing: a user without a profile of that type is a 404.
 */

/** The path's profile type → the user types it covers. */
export const PROFILE_TYPES: Record<string, string[]> = {
  tenant: ['tenant', 'tenantindividual'],
  landlord: ['landlord', 'landlordindividual'],
  partner: ['partner'],
  internal: ['internal'],
  tenantindividual: ['tenantindividual'],
  landlordindividual: ['landlordindividual'],
};

const profiles = () => resource('profile');
const USER_FIELDS = ['id', 'name', 'email', 'phone', 'gender', 'dob', 'avatar', 'userType', 'designation', 'isEmailVerified', 'isPhoneVerified', 'createdAt'] as const;

export async function getProfileByType(db: Db, actor: Actor, type: string, rawUserId: unknown): Promise<Row> {
  const user = requireUser(actor);
  const types = ownValue(PROFILE_TYPES, type);
  if (!types) throw notFound(messages.labels.profile);
  const userId = userIdParam(user, rawUserId);
  const asLandlord = user.id !== userId && !user.internal && type === 'tenant' && (await isLandlordOf(db, user.id, userId));
  if (!asLandlord) requireSelfOrStaff(user, userId);
  const row = await db.selectFrom('profile').selectAll().where('userId', '=', userId).where('userType', 'in', types as any).executeTakeFirst();
  if (!row) throw notFound(messages.labels.profile);
  const account = await db.selectFrom('user').select([...USER_FIELDS]).where('id', '=', userId).executeTakeFirst();
  if (asLandlord) return landlordView(row as Row, account as Row | undefined);
  const [addresses, docs, coApplicants] = await Promise.all([
    db.selectFrom('address').selectAll().where('userId', '=', userId).orderBy('createdAt', 'asc').execute(),
    db.selectFrom('document').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute(),
    db.selectFrom('co_applicant').selectAll().where('tenantId', '=', userId).orderBy('createdAt', 'asc').execute(),
  ]);
  return {
    ...present(db, profiles(), actor, row as Row),
    user: compact(account as Row | undefined),
    addresses: addresses.map((a) => present(db, resource('address'), actor, a as Row)),
    docs: docs.map((d) => present(db, resource('document'), actor, d as Row)),
    coApplicants: coApplicants.map((c) => present(db, resource('co-applicant'), actor, c as Row)),
  };
}

/** GET /profile/{id}: the owner and staff get the record; a landlord gets their tenant's landlord view; anyone else 404. */
export async function getProfileById(db: Db, actor: Actor, id: string): Promise<Row> {
  const user = requireUser(actor);
  if (!user.internal && isId(id)) {
    const row = await db.selectFrom('profile').selectAll().where('id', '=', id).executeTakeFirst();
    if (row && row.userId !== user.id && PROFILE_TYPES.tenant.includes(row.userType) && (await isLandlordOf(db, user.id, row.userId))) {
      const account = await db.selectFrom('user').select([...USER_FIELDS]).where('id', '=', row.userId).executeTakeFirst();
      return landlordView(row as Row, account as Row | undefined);
    }
  }
  return getRecord(db, profiles(), id, actor);
}

/** What a landlord sees of their tenant (002 §2: other viewers get the Bond tab only). */
function landlordView(row: Row, account: Row | undefined): Row {
  const { name, email, phone, avatar } = account ?? {};
  return compact({ id: row.id, userId: row.userId, userType: row.userType, tenantCode: row.tenantCode, user: compact({ id: row.userId, name, email, phone, avatar }) });
}

function compact(row: Row | undefined): Row {
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * PATCH /profile/{userType}/{profileId}. The body is the profile fields, or `{ userobj: {...}, Id }` as
 * the account area sends them (document 001 §7). Co-applicants may be sent as records or ids.
 */
export async function patchProfile(db: Db, actor: Actor, type: string, profileId: string, body: unknown): Promise<Row> {
  const user = requireUser(actor);
  const types = ownValue(PROFILE_TYPES, type);
  if (!types || !isId(profileId)) throw notFound(messages.labels.profile);
  const existing = await db.selectFrom('profile').select(['id', 'userId', 'userType']).where('id', '=', profileId).executeTakeFirst();
  if (!existing || !types.includes(existing.userType)) throw notFound(messages.labels.profile);
  if (existing.userId !== user.id && !user.internal) {
    // A landlord may read their tenant's profile, never change it; anyone else does not see it at all.
    if (await isLandlordOf(db, user.id, existing.userId)) throw forbidden(messages.accounts.viewOnly);
    throw notFound(messages.labels.profile);
  }
  return updateRecord(db, profiles(), profileId, profilePatch(body), actor);
}

function profilePatch(body: unknown): Row {
  requireObject(body);
  const raw = body as Row;
  const wrapped = raw.userobj && typeof raw.userobj === 'object' && !Array.isArray(raw.userobj);
  const patch: Row = wrapped ? { ...(raw.userobj as Row) } : { ...raw };
  if (!wrapped) delete patch.Id;
  // What GET adds to a profile: a client may echo the whole answer back.
  for (const key of ['user', 'addresses', 'docs']) delete patch[key];
  if (Array.isArray(patch.coApplicants)) {
    patch.coApplicants = patch.coApplicants.map((c) => (c && typeof c === 'object' ? (c as Row).id ?? (c as Row)._id : c));
  }
  return patch;
}
