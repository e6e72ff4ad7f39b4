import { type Kysely, sql } from 'kysely';

import type { Database } from '#generated/db.ts';
import { city as CITIES } from '#generated/enums.ts';

import { CITY } from './list-properties.server.ts';

/**
 * Locality names offered for a city (GET /api/v1/property/localities?city=): the curated list of
 * city-localities when there is one, else the localities of the city's active listings, A to Z.
 * An unknown or missing city gives [].
 */
export async function localitiesOf(db: Kysely<Database>, rawCity: unknown): Promise<string[]> {
  const wanted = typeof rawCity === 'string' ? rawCity.trim().toLowerCase() : '';
  const city = CITIES.find((c) => c.toLowerCase() === wanted);
  if (!city) return [];
  const curated = await db
    .selectFrom('city_localities')
    .select('localities')
    .where('city', '=', city)
    .executeTakeFirst();
  if (curated?.localities?.length) return curated.localities;
  const rows = await (db as Kysely<any>)
    .selectFrom('property')
    .select(sql<string>`"propertyAddress"->>'locality'`.as('locality'))
    .distinct()
    .where(CITY, '=', city)
    .where('status', '=', 'active')
    .where(sql`"propertyAddress"->>'locality'`, 'is not', null)
    .orderBy('locality')
    .execute();
  return rows.map((r) => r.locality as string);
}
