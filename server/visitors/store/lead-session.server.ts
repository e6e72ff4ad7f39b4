import type { Db } from '#engine/runtime/db/db-type.ts';

/** The only writes of the lead_session table: a browser's lead session (its token stored only as a hash). */

export async function insertLeadSession(db: Db, values: { tokenHash: string; phone?: string; leadId?: string; expiresAt: string }): Promise<void> {
  await db.insertInto('lead_session').values(values).execute();
}

/** Adds a proven phone and/or the lead a session now acts for. */
export async function widenLeadSession(db: Db, id: string, grant: { phone?: string; leadId?: string }): Promise<void> {
  await db.updateTable('lead_session').set({ ...(grant.phone ? { phone: grant.phone } : {}), ...(grant.leadId ? { leadId: grant.leadId } : {}) }).where('id', '=', id).execute();
}

/** Sessions past their time are of no use to anyone: cleared as new ones start. */
export async function dropExpiredLeadSessions(db: Db): Promise<void> {
  await db.deleteFrom('lead_session').where('expiresAt', '<=', new Date().toISOString()).execute();
}

export async function deleteLeadSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('lead_session').where('tokenHash', '=', tokenHash).execute();
}
