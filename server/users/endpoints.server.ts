import { versioned, writeConditions } from '#engine/runtime/http/record-version-headers.server.ts';

import { uploadDocs } from '../accounts/operations/documents.server.ts';
import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { parseUserListParams } from './operations/list-params.server.ts';
import { listUsers } from './operations/list-users.server.ts';
import { rolesFor, userConfig, userPermissions } from './operations/menu.server.ts';
import { phoneTakenCheck } from './operations/phone.server.ts';
import { deleteUser, getUser, patchUser } from './operations/user-record.server.ts';

const tags = ['Users'];

/**
 * Endpoints of the users domain (spec 002 §7 Users). POST /invitation is the generic
 * invite create, made to e-mail the invitee by the invite hooks.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db, config } = ctx;
  const base = '/api/v1/users';
  return [
    {
      method: 'GET',
      url: base,
      tags,
      summary: 'Users the caller may see, one page',
      handler: async (req) => listUsers(db, req.actor, parseUserListParams(req.query ?? {})),
    },
    {
      method: 'GET',
      url: `${base}/config`,
      tags,
      summary: 'Menu modules, settings pages and user tabs of the caller',
      handler: async (req) => userConfig(db, req.actor, config.rulesPortalUrl),
    },
    {
      method: 'GET',
      url: `${base}/permission`,
      tags,
      summary: "The caller's permissions per module",
      handler: async (req) => userPermissions(db, req.actor),
    },
    {
      method: 'GET',
      url: `${base}/roles`,
      tags,
      summary: 'Roles of a user type',
      handler: async (req) => rolesFor(db, req.actor, req.query?.userType),
    },
    {
      method: 'POST',
      url: `${base}/isphonetaken`,
      tags,
      summary: "Is this phone number another account's?",
      handler: async (req) => phoneTakenCheck(db, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/users/upload/docs',
      tags: ['Profiles'],
      summary: 'Save uploaded documents (userId, docs)',
      handler: async (req, reply) => reply.status(201).send(await uploadDocs(db, req.actor, req.body)),
    },
    {
      method: 'GET',
      url: `${base}/:id`,
      tags,
      summary: 'One user',
      versioned: true,
      handler: async (req, reply) => versioned(reply, await getUser(db, req.actor, req.params.id)),
    },
    {
      method: 'PATCH',
      url: `${base}/:id`,
      tags,
      summary: 'Update a user',
      versioned: true,
      handler: async (req, reply) =>
        versioned(reply, await patchUser(db, req.actor, req.params.id, req.body, writeConditions(req))),
    },
    {
      method: 'DELETE',
      url: `${base}/:id`,
      tags,
      summary: 'Delete a user',
      versioned: true,
      handler: async (req, reply) => {
        await deleteUser(db, req.actor, req.params.id, writeConditions(req));
        return reply.status(204).send();
      },
    },
  ];
}
