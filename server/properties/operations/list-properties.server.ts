import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

import type { ListPage } from '#client/list-page.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { countOf, presenter } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import { parsePropertyList, type PropertyListParams } from './list-params.ts';
import { visibleCondition } from './property-visibility.server.ts';

/** A page of the search: each record holds the card columns (LIST_COLUMNS) of the property. */
export type PropertyPage = ListPage<RecordOf<'property'>>;

const property = () => resource('property');

/** What a listing card and the landlord's list show; the details page reads the whole record. */
export const listColumns = (): string[] => LIST_COLUMNS;

const LIST_COLUMNS = [
  'id',
  'name',
  'avatar',
  'status',
  'propertyType',
  'category',
  'roomTypes',
  'propertyImages',
  'propertyAddress',
  'city',
  'expectedRent',
  'discountedRent',
  'minimumRent',
  'genderPreference',
  'No_of_Bedrooms',
  'noOfBathrooms',
  'collegePartnerName',
  'landlordId',
  'eqaroId',
];

/** The stored generated column `city` (propertyAddress.city): with status and rent, one index serves page and count. */
export const CITY = sql.ref('city');
const ADDRESS_TEXT = sql<string>`concat_ws(' ', "propertyAddress"->>'house', "propertyAddress"->>'street', "propertyAddress"->>'locality', "propertyAddress"->>'city', "propertyAddress"->>'state', "propertyAddress"->>'pin')`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE part shared by the page and the count. */
export function filtered(db: Kysely<Database>, actor: Actor, p: PropertyListParams): SelectQueryBuilder<any, any, any> {
  let q: SelectQueryBuilder<any, any, any> = (db as Kysely<any>).selectFrom('property');
  const visible = visibleCondition(actor);
  if (visible) q = q.where(visible);
  for (const [field, value] of Object.entries(p.where)) {
    q = Array.isArray(value) ? q.where(sql.ref(field), 'in', value) : q.where(sql.ref(field), '=', value);
  }
  if (p.city !== undefined) q = q.where(CITY, '=', p.city);
  if (p.minRent !== undefined) q = q.where('expectedRent', '>=', p.minRent);
  if (p.maxRent !== undefined) q = q.where('expectedRent', '<=', p.maxRent);
  if (p.name) q = q.where('name', 'ilike', contains(p.name));
  if (p.address) q = q.where(ADDRESS_TEXT, 'ilike', contains(p.address));
  if (p.text) {
    const pattern = contains(p.text);
    q = q.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb(ADDRESS_TEXT, 'ilike', pattern), eb('eqaroId', 'ilike', pattern)]),
    );
  }
  if (p.roomTypes?.length) {
    const wanted = p.roomTypes;
    q = q.where((eb) => eb.or(wanted.map((t) => eb(sql.ref('roomTypes'), '@>', sql`${JSON.stringify([t])}::jsonb`))));
  }
  return q;
}

/** One query for the page, one for the count; both narrowed by the same indexed conditions. */
export async function listProperties(
  db: Kysely<Database>,
  actor: Actor,
  raw: Record<string, unknown>,
): Promise<PropertyPage> {
  const p = parsePropertyList(property(), raw);
  const base = filtered(db, actor, p);
  let page = base.select(listColumns());
  for (const s of p.sort) page = page.orderBy(sql.ref(s.field), s.order);
  page = page
    .orderBy('id', 'asc')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit);
  const [rows, total] = await Promise.all([page.execute(), countOf(db, 'property', actor, base)]);
  return {
    results: rows.map(presenter(db, property(), actor)),
    page: p.page,
    limit: p.limit,
    totalPages: Math.ceil(total / p.limit),
    totalResults: total,
  };
}
