import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { ApiError, invalid, notFound } from '#engine/runtime/errors.ts';
import { createRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { DomainContext } from '../domains.server.ts';
import { ACCEPTED_SCORE, botCheckFromEnv } from './bot-check.server.ts';
import { canReachLead, requireLeadAccess } from './lead-access.server.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';

const idOf = (body: unknown, field: string): string => {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || !isId(value)) throw invalid({ [field]: fillMessage(messages.request.notId, { field }) });
  return value;
};

/** The visitor calls of document 000 §7 that have a path: bot check, lead lookup, visits and shortlist. */
export async function registerVisitors(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const db: Kysely<Database> = ctx.db;
  const botCheck = botCheckFromEnv();

  app.post('/api/v1/utility/recaptcha/score', { schema: { tags: ['Bot check'], summary: 'Score a bot-check token' }, config: { docs: { body: 'recaptcha-score', public: true } } }, async (req) => {
    const checked = validate('recaptcha-score', req.body);
    if (!checked.ok) throw invalid(checked.errors);
    const result = await botCheck.score(checked.value.token, req.ip);
    return { ...result, accepted: result.success && result.score > ACCEPTED_SCORE };
  });

  app.post('/api/v1/leads/getbyphone', { schema: { tags: ['Lead'], summary: 'Leads with this phone (91 + 10 digits)' } }, async (req) => {
    const checked = validate('otp-send', { mobileNo: (req.body as any)?.phone });
    if (!checked.ok) throw invalid({ phone: checked.errors.mobileNo ?? messages.lead.phoneNotValid });
    const rows = await db.selectFrom('lead').selectAll().where('phone', '=', checked.value.mobileNo).orderBy('createdAt', 'desc').limit(10).execute();
    const lead = resource('lead')!;
    const visible = rows.filter((r) => canReachLead(req.actor, lead.module, r.id, 'read'));
    if (!visible.length) requireLeadAccess(req.actor, lead.module, undefined, 'read');
    return visible.map((r) => present(lead, req.actor, r));
  });

  app.post('/api/v1/leads/verifyleadphone', { schema: { tags: ['Lead'], summary: "Mark a lead's phone verified" } }, async (req) => {
    const leadId = idOf(req.body, 'leadId');
    const lead = resource('lead')!;
    requireLeadAccess(req.actor, lead.module, leadId, 'update');
    const row = await db.updateTable('lead').set({ isPhoneVerified: true, updatedAt: new Date().toISOString() }).where('id', '=', leadId).returningAll().executeTakeFirst();
    if (!row) throw notFound(messages.labels.lead);
    return present(lead, req.actor, row);
  });

  app.post('/api/v1/property/my-visits', { schema: { tags: ['Visit'], summary: "A lead's scheduled visits" } }, async (req) => {
    const leadId = idOf(req.body, 'userLeadId');
    requireLeadAccess(req.actor, resource('visit')!.module, leadId, 'read');
    const rows = await db
      .selectFrom('visit')
      .innerJoin('property', 'property.id', 'visit.propertyId')
      .select(['visit.id', 'visit.scheduledVisitDate', 'visit.scheduledVisitTimeSlot', 'visit.status', 'visit.propertyId', 'property.landlordId', 'property.name'])
      .where('visit.userLeadId', '=', leadId)
      .orderBy('visit.scheduledVisitDate', 'asc')
      .execute();
    return rows.map((r) => ({ id: r.id, scheduledVisitDate: r.scheduledVisitDate, scheduledVisitTimeSlot: r.scheduledVisitTimeSlot, status: r.status, propertyId: { id: r.propertyId, landlordId: r.landlordId, name: r.name } }));
  });

  app.post('/api/v1/property/shortlist', { schema: { tags: ['Shortlist'], summary: 'Shortlist a property' }, config: { docs: { body: 'shortlist', response: 'shortlist' } } }, async (req, reply) => {
    const leadId = idOf(req.body, 'userLeadId');
    requireLeadAccess(req.actor, resource('shortlist')!.module, leadId, 'update');
    const propertyId = idOf(req.body, 'propertyId');
    if (!(await db.selectFrom('property').select('id').where('id', '=', propertyId).executeTakeFirst())) throw notFound(messages.labels.property);
    try {
      return reply.status(201).send(await createRecord(db, resource('shortlist')!, req.body, req.actor));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) throw new ApiError(409, 'already_shortlisted', messages.shortlist.already);
      throw e;
    }
  });
}
