import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';

/**
 * The only hand-written writes of the lead table (creates go through the generic resource operations):
 * the visitors domain's profile update and phone check, and the verification domain's phone code.
 */
type Db = Kysely<Database>;

/** Marks one lead's phone verified and answers the lead. */
export async function markLeadPhoneVerified(db: Db, leadId: string) {
  return db.updateTable('lead').set({ isPhoneVerified: true, updatedAt: new Date().toISOString() }).where('id', '=', leadId).returningAll().executeTakeFirstOrThrow();
}

/** Marks every lead with this phone verified (an approved phone code). */
export async function markPhoneVerifiedOnLeads(db: Db, phone: string): Promise<void> {
  await db.updateTable('lead').set({ isPhoneVerified: true, updatedAt: new Date().toISOString() }).where('phone', '=', phone).execute();
}

/** Saves a lead's name and phone; a changed phone is no longer verified. */
export async function saveLeadProfile(db: Db, leadId: string, profile: { name: string; phone: string }, changedPhone: boolean) {
  return db
    .updateTable('lead')
    .set({ name: profile.name, phone: profile.phone, ...(changedPhone ? { isPhoneVerified: false } : {}), updatedAt: new Date().toISOString() })
    .where('id', '=', leadId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
