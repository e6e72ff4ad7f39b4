import type { FastifyReply } from 'fastify';

import { PUBLIC_SHARED_CACHE } from '#engine/runtime/http/shared-cache.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { addToShortlist, myShortlist } from '../visitors/operations/shortlist-operations.server.ts';
import { myVisits, scheduleVisit } from '../visitors/operations/visit-operations.server.ts';
import { listProperties } from './operations/list-properties.server.ts';
import { localitiesOf } from './operations/localities.server.ts';
import { propertyRights, propertyRightsOn } from './operations/permissions.server.ts';
import { getVisibleProperty } from './operations/property-visibility.server.ts';

const tags = ['Property'];

/**
 * What a visitor without a session sees of the listings is the same for all of them: a shared cache (a
 * CDN, the server's page cache) may keep it briefly, and a write to a property empties the server's copy
 * (decision 024). A signed-in caller's answer (a landlord sees their own drafts) stays personal.
 */
function sharedWhenAnonymous<T>(actor: Actor, reply: FastifyReply, answer: T): T {
  if (actor.kind === 'anonymous') reply.header('Cache-Control', PUBLIC_SHARED_CACHE).header('Vary', 'Authorization');
  return answer;
}

/**
 * Properties (spec 002 §7): the search list and a single property with the visibility rule (public sees
 * active listings), localities of a city, and the caller's rights. POST, PATCH and DELETE are the
 * generic resource routes, with the rules in hooks.server.ts. A lead's visits and shortlist are /property calls too
 * (their rules are the visitors domain's; removing from the shortlist is DELETE /api/v1/shortlist/{id}).
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db } = ctx;
  return [
    {
      method: 'GET',
      url: '/api/v1/property',
      tags,
      summary: 'Search properties',
      handler: async (req, reply) =>
        sharedWhenAnonymous(req.actor, reply, await listProperties(db, req.actor, req.query ?? {})),
    },
    {
      method: 'GET',
      url: '/api/v1/property/localities',
      tags,
      summary: 'Locality names of a city',
      handler: async (req) => localitiesOf(db, req.query?.city),
    },
    {
      method: 'GET',
      url: '/api/v1/property/permission',
      tags,
      summary: 'Your rights on properties',
      handler: async (req) => propertyRights(req.actor),
    },
    {
      method: 'GET',
      url: '/api/v1/property/getPermission/:id',
      tags,
      summary: 'Your rights on one property',
      handler: async (req) => propertyRightsOn(db, req.actor, req.params.id),
    },
    {
      method: 'GET',
      url: '/api/v1/property/:id',
      tags,
      summary: 'One property',
      handler: async (req, reply) =>
        sharedWhenAnonymous(req.actor, reply, await getVisibleProperty(db, req.actor, req.params.id)),
    },
    {
      method: 'POST',
      url: '/api/v1/property/my-visits',
      tags: ['Visit'],
      summary: "A lead's scheduled visits",
      handler: async (req) => myVisits(ctx.db, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/property/schedule-visit',
      tags: ['Visit'],
      summary: 'Book a visit, or move one (scheduledId): not in the past, not a slot the lead already holds',
      body: 'visit',
      response: 'visit',
      handler: async (req, reply) => {
        const { row, created } = await scheduleVisit(ctx.db, req.actor, req.body);
        return created ? reply.status(201).send(row) : row;
      },
    },
    {
      method: 'POST',
      url: '/api/v1/property/shortlist',
      tags: ['Shortlist'],
      summary: 'Shortlist a property',
      body: 'shortlist',
      response: 'shortlist',
      handler: async (req, reply) => reply.status(201).send(await addToShortlist(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/property/my-shortlist',
      tags: ['Shortlist'],
      summary: "A lead's shortlist, newest first, with each property's card fields",
      handler: async (req) => myShortlist(ctx.db, req.actor, req.body),
    },
  ];
}
