import type { FastifyInstance } from 'fastify';
import { notFound } from '#engine/runtime/errors.ts';
import { getRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { listProperties } from './list-properties.server.ts';
import { localitiesOf } from './localities.server.ts';
import { propertyRights, propertyRightsOn } from './permissions.server.ts';
import { canSee } from './visibility.server.ts';

const tags = ['Property'];

/**
 * Properties (002 §7): the search list and a single property with the visibility rule (public sees
 * active listings), localities of a city, and the caller's rights. POST, PATCH and DELETE are the
 * generic resource routes, with the rules in hooks.server.ts.
 */
export async function registerProperties(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const { db } = ctx;
  const property = resource('property')!;

  app.get('/api/v1/property', { schema: { tags, summary: 'Search properties' } }, async (req) => listProperties(db, req.actor, (req.query ?? {}) as Record<string, unknown>));

  app.get('/api/v1/property/localities', { schema: { tags, summary: 'Locality names of a city' } }, async (req) => localitiesOf(db, (req.query as Record<string, unknown>)?.city));

  app.get('/api/v1/property/permission', { schema: { tags, summary: 'Your rights on properties' } }, async (req) => propertyRights(req.actor));

  app.get('/api/v1/property/getPermission/:id', { schema: { tags, summary: 'Your rights on one property' } }, async (req) =>
    propertyRightsOn(db, req.actor, (req.params as { id: string }).id),
  );

  app.get('/api/v1/property/:id', { schema: { tags, summary: 'One property' } }, async (req) => {
    const row = await getRecord(db, property, (req.params as { id: string }).id, req.actor);
    if (!canSee(req.actor, row)) throw notFound(property.title);
    return row;
  });
}
