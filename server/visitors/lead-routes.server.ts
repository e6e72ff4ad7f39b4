import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import { invalid, notFound, unauthorized } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { createRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { DomainContext } from '../domain-context.ts';
import { canReachLead, provenPhoneOf, requireLeadAccess } from './lead-access.server.ts';
import { endLeadSession, startLeadSession } from './lead-session.server.ts';
import { idOf } from './request-ids.ts';

type Db = Kysely<Database>;
const leads = () => resource('lead')!;

/**
 * Profile update from the visitor dashboard (000 §4): the signed-in lead's name and phone; the e-mail is
 * read-only. A phone that belongs to another lead or to an account is declined with `{msg}` (the
 * dashboard then saves nothing, silently); a changed phone is no longer verified.
 */
async function updateProfile(db: Db, actor: Actor, body: Row): Promise<Row> {
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
    const otherLead = await db.selectFrom('lead').select('id').where('phone', '=', phone).where('id', 'not in', actor.reach?.length ? actor.reach : [actor.id]).executeTakeFirst();
    const account = await db.selectFrom('user').select('id').where('phone', '=', phone).executeTakeFirst();
    if (otherLead || account) return { msg: messages.phone.taken };
  }
  const row = await db
    .updateTable('lead')
    .set({ name: checked.value.name, phone, ...(changedPhone ? { isPhoneVerified: false } : {}), updatedAt: new Date().toISOString() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(leads(), actor, row as Row);
}

/** The lead calls of 000 §7: create (or update the profile), look up by phone, mark the phone verified, sign out. */
export function registerLeadRoutes(app: FastifyInstance, ctx: DomainContext): void {
  const { db } = ctx;
  const secure = ctx.config.production;

  app.post('/api/v1/leads', { schema: { tags: ['Lead'], summary: 'Create a lead (public); with isUpdate, update the signed-in lead\'s name and phone' }, config: { docs: { body: 'lead', response: 'lead', public: true } } }, async (req, reply) => {
    requireObject(req.body);
    const body = req.body as Row;
    if (body.isUpdate === true) return updateProfile(db, req.actor, body);
    const created = await createRecord(db, leads(), body, req.actor);
    // The browser that created the lead may book its visit and pay its token (the college booking).
    await startLeadSession(db, req, reply, secure, { leadId: String(created.id) });
    return reply.status(201).send(created);
  });

  app.post('/api/v1/leads/getbyphone', { schema: { tags: ['Lead'], summary: 'Leads with this phone (91 + 10 digits): staff, or the visitor who verified it' } }, async (req) => {
    const checked = validate('otp-send', { mobileNo: (req.body as Row | null)?.phone });
    if (!checked.ok) throw invalid({ phone: checked.errors.mobileNo ?? messages.lead.phoneNotValid });
    const phone = checked.value.mobileNo;
    const provenPhone = provenPhoneOf(req.actor);
    if (provenPhone !== phone) requireLeadAccess(req.actor, leads().module, undefined, 'read');
    const rows = await db.selectFrom('lead').selectAll().where('phone', '=', phone).orderBy('createdAt', 'desc').limit(10).execute();
    return rows.map((r) => present(leads(), req.actor, r as Row));
  });

  app.post('/api/v1/leads/verifyleadphone', { schema: { tags: ['Lead'], summary: "Mark a lead's phone verified (the visitor who verified it, or staff)" } }, async (req) => {
    const leadId = idOf(req.body, 'leadId');
    const row = await db.selectFrom('lead').selectAll().where('id', '=', leadId).executeTakeFirst();
    const provenPhone = provenPhoneOf(req.actor);
    if (!(row && provenPhone && row.phone === provenPhone) && !canReachLead(req.actor, leads().module, leadId, 'update')) requireLeadAccess(req.actor, leads().module, undefined, 'update');
    if (!row) throw notFound(messages.labels.lead);
    const updated = await db.updateTable('lead').set({ isPhoneVerified: true, updatedAt: new Date().toISOString() }).where('id', '=', leadId).returningAll().executeTakeFirstOrThrow();
    return present(leads(), req.actor, updated as Row);
  });

  app.post('/api/v1/leads/session/logout', { schema: { tags: ['Lead'], summary: "End the visitor's lead session and delete its cookie" } }, async (req, reply) => {
    await endLeadSession(db, req, reply, secure);
    return reply.status(204).send();
  });
}
