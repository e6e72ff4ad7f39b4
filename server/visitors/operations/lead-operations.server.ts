import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound, unauthorized } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { createRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';

import { markLeadPhoneVerified, saveLeadProfile } from '../store.server.ts';
import { canReachLead, provenPhoneOf, requireLeadAccess } from './lead-access.server.ts';
import { fieldOf, idOf } from './request-ids.ts';

const leads = () => resource('lead');

/** What a profile update answers: the lead, or `{msg}` when the phone is taken (nothing saved). */
type ProfileAnswer = RecordOf<'lead'> | { msg: string };

/**
 * Profile update from the visitor dashboard (spec 000 §4): the signed-in lead's name and phone; the e-mail is
 * read-only. A phone that belongs to another lead or to an account is declined with `{msg}` (the
 * dashboard then saves nothing, silently); a changed phone is no longer verified.
 */
export async function updateLeadProfile(db: Db, actor: Actor, body: Record<string, unknown>): Promise<ProfileAnswer> {
  if (actor.kind !== 'user' || actor.via !== 'visitorSession' || !provenPhoneOf(actor)) throw unauthorized();
  const existing = await db.selectFrom('lead').selectAll().where('id', '=', actor.id).executeTakeFirst();
  if (!existing) throw notFound(messages.labels.lead);
  const name = typeof body.name === 'string' ? body.name.trim() : body.name;
  if (!name) throw invalid({ name: fillMessage(messages.request.required, { label: messages.labels.name }) });
  if (!body.phone) throw invalid({ phone: fillMessage(messages.request.required, { label: messages.labels.phone }) });
  const checked = validate('lead', { email: existing.email, name, phone: body.phone });
  if (!checked.ok) throw invalid(checked.errors);
  const phone = checked.value.phone!;
  const changedPhone = phone !== existing.phone;
  if (changedPhone) {
    const otherLead = await db
      .selectFrom('lead')
      .select('id')
      .where('phone', '=', phone)
      .where('id', 'not in', actor.reach?.length ? actor.reach : [actor.id])
      .executeTakeFirst();
    const account = await db.selectFrom('user').select('id').where('phone', '=', phone).executeTakeFirst();
    if (otherLead || account) return { msg: messages.phone.taken };
  }
  const row = await saveLeadProfile(db, existing.id, { name: checked.value.name!, phone }, changedPhone);
  return present(db, leads(), actor, row);
}

/** POST /leads/getbyphone: the leads with this phone (91 + 10 digits), newest first, for staff or the visitor who verified it. */
export async function leadsByPhone(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'lead'>[]> {
  const checked = validate('otp-send', { mobileNo: fieldOf(body, 'phone') });
  if (!checked.ok) throw invalid({ phone: checked.errors.mobileNo ?? messages.lead.phoneNotValid });
  const phone = checked.value.mobileNo;
  const provenPhone = provenPhoneOf(actor);
  if (provenPhone !== phone) requireLeadAccess(actor, leads().module, undefined, 'read');
  const rows = await db
    .selectFrom('lead')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .limit(10)
    .execute();
  return rows.map((r) => present(db, leads(), actor, r));
}

/** POST /leads/verifyleadphone: mark a lead's phone verified (the visitor who verified it, or staff). */
export async function verifyLeadPhone(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'lead'>> {
  const leadId = idOf(body, 'leadId');
  const row = await db.selectFrom('lead').selectAll().where('id', '=', leadId).executeTakeFirst();
  const provenPhone = provenPhoneOf(actor);
  if (!(row && provenPhone && row.phone === provenPhone) && !canReachLead(actor, leads().module, leadId, 'update'))
    requireLeadAccess(actor, leads().module, undefined, 'update');
  if (!row) throw notFound(messages.labels.lead);
  return present(db, leads(), actor, await markLeadPhoneVerified(db, leadId));
}

/** POST /leads: a new lead (public), or with isUpdate the signed-in lead's profile. `created` tells a new lead (201). */
export async function createOrUpdateLead(
  db: Db,
  actor: Actor,
  body: unknown,
): Promise<{ row: ProfileAnswer; created: false } | { row: RecordOf<'lead'>; created: true }> {
  requireObject(body);
  if (body.isUpdate === true) return { row: await updateLeadProfile(db, actor, body), created: false };
  return { row: await createRecord(db, leads(), body, actor), created: true };
}
