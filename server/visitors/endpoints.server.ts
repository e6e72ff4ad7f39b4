import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { botCheckFromEnv, scoreBotCheck } from './operations/bot-check.server.ts';
import { createOrUpdateLead, leadsByPhone, verifyLeadPhone } from './operations/lead-operations.server.ts';
import { endLeadSession, startLeadSession } from './operations/lead-session.server.ts';

/**
 * The visitor calls of spec 000 §7: bot check, leads and their session (their visits and shortlist are /property calls:
 * properties/).
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db } = ctx;
  const secure = ctx.config.production;
  const botCheck = botCheckFromEnv();
  return [
    {
      method: 'POST',
      url: '/api/v1/utility/recaptcha/score',
      tags: ['Bot check'],
      summary: 'Score a bot-check token',
      body: 'recaptcha-score',
      public: true,
      handler: async (req) => scoreBotCheck(botCheck, req.body, req.ip),
    },
    {
      method: 'POST',
      url: '/api/v1/leads',
      tags: ['Lead'],
      summary: "Create a lead (public); with isUpdate, update the signed-in lead's name and phone",
      body: 'lead',
      response: 'lead',
      public: true,
      handler: async (req, reply) => {
        const { row, created } = await createOrUpdateLead(db, req.actor, req.body);
        if (!created) return row;
        // The browser that created the lead may book its visit and pay its token (the college booking).
        await startLeadSession(db, req, reply, secure, { leadId: row.id });
        return reply.status(201).send(row);
      },
    },
    {
      method: 'POST',
      url: '/api/v1/leads/getbyphone',
      tags: ['Lead'],
      summary: 'Leads with this phone (91 + 10 digits): staff, or the visitor who verified it',
      handler: async (req) => leadsByPhone(db, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/leads/verifyleadphone',
      tags: ['Lead'],
      summary: "Mark a lead's phone verified (the visitor who verified it, or staff)",
      handler: async (req) => verifyLeadPhone(db, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/leads/session/logout',
      tags: ['Lead'],
      summary: "End the visitor's lead session and delete its cookie",
      handler: async (req, reply) => {
        await endLeadSession(db, req, reply, secure);
        return reply.status(204).send();
      },
    },
  ];
}
