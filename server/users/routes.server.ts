import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { parseUserListParams } from './list-params.server.ts';
import { listUsers } from './list-users.server.ts';
import { rolesFor, userConfig, userPermissions } from './menu.server.ts';
import { phoneTakenCheck } from './phone.server.ts';
import { deleteUser, getUser, patchUser } from './user-record.server.ts';

const tags = ['Users'];
type IdParams = { Params: { id: string } };

/**
 * Routes and hooks of the users domain (document 002 §7 Users). POST /invitation is the generic
 * invite create, made to e-mail the invitee by the invite hooks.
 */
export async function registerUsers(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const { db, config } = ctx;
  const base = '/api/v1/users';

  app.get(base, { schema: { tags, summary: 'Users the caller may see, one page' } }, async (req) =>
    listUsers(db, req.actor, parseUserListParams((req.query ?? {}) as Record<string, unknown>)),
  );
  app.get(`${base}/config`, { schema: { tags, summary: 'Menu modules, settings pages and user tabs of the caller' } }, async (req) => userConfig(db, req.actor, config.rulesPortalUrl));
  app.get(`${base}/permission`, { schema: { tags, summary: 'The caller\'s permissions per module' } }, async (req) => userPermissions(db, req.actor));
  app.get(`${base}/roles`, { schema: { tags, summary: 'Roles of a user type' } }, async (req) => rolesFor(db, req.actor, (req.query as Record<string, unknown>)?.userType));
  app.post(`${base}/isphonetaken`, { schema: { tags, summary: 'Is this phone number another account\'s?' } }, async (req) => phoneTakenCheck(db, req.actor, req.body));
  app.get<IdParams>(`${base}/:id`, { schema: { tags, summary: 'One user' } }, async (req) => getUser(db, req.actor, req.params.id));
  app.patch<IdParams>(`${base}/:id`, { schema: { tags, summary: 'Update a user' } }, async (req) => patchUser(db, req.actor, req.params.id, req.body));
  app.delete<IdParams>(`${base}/:id`, { schema: { tags, summary: 'Delete a user' } }, async (req, reply) => {
    await deleteUser(db, req.actor, req.params.id);
    return reply.status(204).send();
  });
}
