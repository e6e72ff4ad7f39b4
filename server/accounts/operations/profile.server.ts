import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden, notFound } from '#engine/runtime/errors.ts';
import { ownValue } from '#engine/runtime/own-value.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { getRecord, present, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { versionOf, withVersion, type WriteConditions } from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import type { Profile } from '#generated/types/profile.ts';
import type { User } from '#generated/types/user.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { isId, isLandlordOf, requireSelfOrStaff, userIdParam } from './access.server.ts';

/**
 * Profiles (spec 002 §7): GET /profile/{type}?userId reads one user's profile of that type, with the
 * user's basic fields, addresses, documents and co-applicants; PATCH /profile/{userType}/{profileId}
 * changes it. Reading creates nothing: a user without a profile of that type is a 404.
 */

/** The path's profile type → the user types it covers. */
export const PROFILE_TYPES: Record<string, Profile['userType'][]> = {
  tenant: ['tenant', 'tenantindividual'],
  landlord: ['landlord', 'landlordindividual'],
  partner: ['partner'],
  internal: ['internal'],
  tenantindividual: ['tenantindividual'],
  landlordindividual: ['landlordindividual'],
};

const profiles = () => resource('profile');
/** What a landlord sees of their tenant's account (spec 002 §2: other viewers get the Bond tab only). */
const LANDLORD_SEES = ['id', 'name', 'email', 'phone', 'avatar'] as const;

export async function getProfileByType(
  db: Db,
  actor: Actor,
  type: string,
  rawUserId: unknown,
): Promise<LandlordView | OwnProfile> {
  const user = requireUser(actor);
  const types = ownValue(PROFILE_TYPES, type);
  if (!types) throw notFound(messages.labels.profile);
  const userId = userIdParam(user, rawUserId);
  const asLandlord =
    user.id !== userId && !user.internal && type === 'tenant' && (await isLandlordOf(db, user.id, userId));
  if (!asLandlord) requireSelfOrStaff(user, userId);
  const row = await db
    .selectFrom('profile')
    .selectAll()
    .where('userId', '=', userId)
    .where('userType', 'in', types)
    .executeTakeFirst();
  if (!row) throw notFound(messages.labels.profile);
  const account = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (asLandlord) return landlordView(row, account);
  const [addresses, docs, coApplicants] = await Promise.all([
    db.selectFrom('address').selectAll().where('userId', '=', userId).orderBy('createdAt', 'asc').execute(),
    db.selectFrom('document').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute(),
    db.selectFrom('co_applicant').selectAll().where('tenantId', '=', userId).orderBy('createdAt', 'asc').execute(),
  ]);
  // The profile's own version (its ETag): what PATCH /profile/{type}/{id} takes as If-Match.
  return withVersion(
    {
      ...present(db, profiles(), actor, row),
      // The user record as this caller may read it (no secrets; x-access applied), so a field added to user reaches the profile page.
      user: account ? present(db, resource('user'), actor, account) : {},
      addresses: addresses.map((a) => present(db, resource('address'), actor, a)),
      docs: docs.map((d) => present(db, resource('document'), actor, d)),
      coApplicants: coApplicants.map((c) => present(db, resource('co-applicant'), actor, c)),
    },
    versionOf(row),
  );
}

/** GET /profile/{id}: the owner and staff get the record; a landlord gets their tenant's landlord view; anyone else 404. */
export async function getProfileById(db: Db, actor: Actor, id: string): Promise<LandlordView | RecordOf<'profile'>> {
  const user = requireUser(actor);
  if (!user.internal && isId(id)) {
    const row = await db.selectFrom('profile').selectAll().where('id', '=', id).executeTakeFirst();
    if (
      row &&
      row.userId !== user.id &&
      PROFILE_TYPES.tenant.includes(row.userType) &&
      (await isLandlordOf(db, user.id, row.userId))
    ) {
      const account = await db
        .selectFrom('user')
        .select([...LANDLORD_SEES])
        .where('id', '=', row.userId)
        .executeTakeFirst();
      return landlordView(row, account);
    }
  }
  return getRecord(db, profiles(), id, actor);
}

/** What a landlord sees of their tenant (spec 002 §2: other viewers get the Bond tab only). */
function landlordView(
  row: Pick<Profile, 'userId' | 'userType' | 'tenantCode'> & { id: string },
  account: Partial<Pick<User, (typeof LANDLORD_SEES)[number]>> | undefined,
): LandlordView {
  const { name, email, phone, avatar } = account ?? {};
  return compact({
    id: row.id,
    userId: row.userId,
    userType: row.userType,
    tenantCode: row.tenantCode,
    user: compact({ id: row.userId, name, email, phone, avatar }),
  });
}

/** A profile as its landlord sees it, without empty fields. */
export type LandlordView = Partial<
  Pick<Profile, 'userId' | 'userType' | 'tenantCode'> & {
    id: string;
    user: Partial<Pick<User, 'id' | 'name' | 'email' | 'phone' | 'avatar'>>;
  }
>;

/** A profile as its owner and staff see it: with the user's basic fields, addresses, documents and co-applicants. */
export type OwnProfile = Omit<Profile, 'coApplicants'> & {
  id: string;
  user: Partial<RecordOf<'user'>>;
  addresses: RecordOf<'address'>[];
  docs: RecordOf<'document'>[];
  coApplicants: RecordOf<'co-applicant'>[];
};

/** The record without its null and undefined fields. */
function compact<T extends object>(row: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

/**
 * PATCH /profile/{userType}/{profileId}. The body is the profile fields, or `{ userobj: {...}, Id }` as
 * the account area sends them (spec 001 §7). Co-applicants may be sent as records or ids. With If-Match (the
 * version GET answered as ETag), a change made on a stale profile is refused (412, decision 058).
 */
export async function patchProfile(
  db: Db,
  actor: Actor,
  type: string,
  profileId: string,
  body: unknown,
  conditions: WriteConditions = {},
): Promise<RecordOf<'profile'>> {
  const user = requireUser(actor);
  const types = ownValue(PROFILE_TYPES, type);
  if (!types || !isId(profileId)) throw notFound(messages.labels.profile);
  const existing = await db
    .selectFrom('profile')
    .select(['id', 'userId', 'userType'])
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!existing || !types.includes(existing.userType)) throw notFound(messages.labels.profile);
  if (existing.userId !== user.id && !user.internal) {
    // A landlord may read their tenant's profile, never change it; anyone else does not see it at all.
    if (await isLandlordOf(db, user.id, existing.userId)) throw forbidden(messages.accounts.viewOnly);
    throw notFound(messages.labels.profile);
  }
  return updateRecord(db, profiles(), profileId, profilePatch(body), actor, conditions);
}

function profilePatch(body: unknown): Record<string, unknown> {
  requireObject(body);
  const { userobj } = body;
  const wrapped = userobj && typeof userobj === 'object' && !Array.isArray(userobj);
  const patch: Record<string, unknown> = wrapped ? { ...userobj } : { ...body };
  if (!wrapped) delete patch.Id;
  // What GET adds to a profile: a client may echo the whole answer back.
  for (const key of ['user', 'addresses', 'docs']) delete patch[key];
  if (Array.isArray(patch.coApplicants)) {
    patch.coApplicants = patch.coApplicants.map((c: unknown) => (c && typeof c === 'object' ? idOf(c) : c));
  }
  return patch;
}

function idOf(record: { id?: unknown; _id?: unknown }): unknown {
  return record.id ?? record._id;
}
