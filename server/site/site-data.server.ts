import type { Kysely } from 'kysely';

import type { ListPage } from '#client/list-page.ts';
import type { SiteData, SiteRecord } from '#client/site-context.ts';
import { v1List } from '#engine/runtime/http/v1-resources.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import { verifyBond } from '../bonds/operations/certificate-verify.server.ts';
import { listProperties } from '../properties/operations/list-properties.server.ts';
import { getVisibleProperty } from '../properties/operations/property-visibility.server.ts';
import { serviceLevels } from '../service-levels/queries.server.ts';

/**
 * The site's reads (decision 023): the operations GET /api/v1/<resource>, /api/v1/property,
 * /api/v1/property/{id} and /api/v1/bond/verify/{bondId} answer with, called in-process for the visitor the page request came from
 * (`actor`, recognised by the same authenticators as every API request). Parameters are parsed by the
 * same functions, so limits, filters, messages and the visibility rule are the API's own.
 */
export function siteData(db: Kysely<Database>, actor: Actor): SiteData {
  const text = (params: Record<string, string | number> = {}) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return {
    // RecordOf<S> is the generated type of S once S is one slug; TypeScript cannot resolve it for S still open.
    list: async <S extends Parameters<SiteData['list']>[0]>(slug: S, params?: Record<string, string | number>) =>
      (await v1List(db, resource(slug), text(params), actor)) as ListPage<SiteRecord<S>>,
    properties: (params) => listProperties(db, actor, text(params)),
    property: (id) => getVisibleProperty(db, actor, id),
    bondVerification: (bondId) => verifyBond(db, bondId),
    serviceLevels: () => serviceLevels(db),
  };
}
