import type { Db } from '#engine/runtime/db/db-type.ts';

/**
 * The only hand-written writes of the lead table (creates go through the generic resource operations):
 * the visitors domain's profile update and phone check, and the verification domain's phone code.
 */

/** Marks one lead's phone verified and answers the lead. */
export async function markLeadPhoneVerified(db: Db, leadId: string) {
  return db
    .updateTable('lead')
    .set({ isPhoneVerified: true, updatedAt: new Date().toISOString() })
    .where('id', '=', leadId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks every lead with this phone verified (an approved phone code). */
export async function markPhoneVerifiedOnLeads(db: Db, phone: string): Promise<void> {
  await db
    .updateTable('lead')
    .set({ isPhoneVerified: true, updatedAt: new Date().toISOString() })
    .where('phone', '=', phone)
    .execute();
}

/** Saves a lead's name and phone; a changed phone is no longer verified. */
export async function saveLeadProfile(
  db: Db,
  leadId: string,
  profile: { name: string; phone: string },
  changedPhone: boolean,
) {
  return db
    .updateTable('lead')
    .set({
      name: profile.name,
      phone: profile.phone,
      ...(changedPhone ? { isPhoneVerified: false } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', leadId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The only writes of the lead_session table: a browser's lead session (its token stored only as a hash). */

export async function insertLeadSession(
  db: Db,
  values: { tokenHash: string; phone?: string; leadId?: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('lead_session').values(values).execute();
}

/** Adds a proven phone and/or the lead a session now acts for. */
export async function widenLeadSession(db: Db, id: string, grant: { phone?: string; leadId?: string }): Promise<void> {
  await db
    .updateTable('lead_session')
    .set({ ...(grant.phone ? { phone: grant.phone } : {}), ...(grant.leadId ? { leadId: grant.leadId } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Sessions past their time are of no use to anyone: cleared as new ones start. */
export async function dropExpiredLeadSessions(db: Db): Promise<void> {
  await db.deleteFrom('lead_session').where('expiresAt', '<=', new Date().toISOString()).execute();
}

export async function deleteLeadSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('lead_session').where('tokenHash', '=', tokenHash).execute();
}
