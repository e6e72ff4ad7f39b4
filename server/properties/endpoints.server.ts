import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { listProperties } from './list-properties.server.ts';
import { localitiesOf } from './localities.server.ts';
import { propertyRights, propertyRightsOn } from './permissions.server.ts';
import { getVisibleProperty } from './get-property.server.ts';

const tags = ['Property'];

/**
 * Properties (002 §7): the search list and a single property with the visibility rule (public sees
 * active listings), localities of a city, and the caller's rights. POST, PATCH and DELETE are the
 * generic resource routes, with the rules in hooks.server.ts.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db } = ctx;
  return [
    {
      method: 'GET', url: '/api/v1/property', tags, summary: 'Search properties',
      handler: async (req) => listProperties(db, req.actor, (req.query ?? {}) as Record<string, unknown>),
    },
    {
      method: 'GET', url: '/api/v1/property/localities', tags, summary: 'Locality names of a city',
      handler: async (req) => localitiesOf(db, (req.query as Record<string, unknown>)?.city),
    },
    {
      method: 'GET', url: '/api/v1/property/permission', tags, summary: 'Your rights on properties',
      handler: async (req) => propertyRights(req.actor),
    },
    {
      method: 'GET', url: '/api/v1/property/getPermission/:id', tags, summary: 'Your rights on one property',
      handler: async (req) =>
        propertyRightsOn(db, req.actor, (req.params as { id: string }).id),
    },
    {
      method: 'GET', url: '/api/v1/property/:id', tags, summary: 'One property',
      handler: async (req) => getVisibleProperty(db, req.actor, req.params.id),
    },
  ];
}
