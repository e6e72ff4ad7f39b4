import type { DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { city, roomType } from '#generated/enums.ts';

/** Fills the property table with `count` active properties, deterministic, in one statement. */
export async function loadProperties(handle: DatabaseHandle, count: number): Promise<void> {
  const cities = `ARRAY[${city.map((c) => `'${c}'`).join(',')}]`;
  const types = `ARRAY[${roomType.map((t) => `'${t}'`).join(',')}]`;
  await handle.exec(`
    INSERT INTO property (name, status, "propertyType", category, "expectedRent", "discountedRent", "minimumRent", "genderPreference",
      "No_of_Bedrooms", "noOfBathrooms", "propertyAge", "propertyAddress", "landlordId", amenities, "propertyImages", avatar, "roomTypes", "eqaroId")
    SELECT 'Nivaas Residency ' || g, 'active', (${types})[1 + g % 5], 'Co-Living & PG', 3000 + (g * 7919) % 47001,
      CASE WHEN g % 5 = 0 THEN 3000 + (g * 7919) % 47001 - 500 END, 3000 + (g * 7919) % 47001, (ARRAY['male','female','other'])[1 + g % 3],
      1 + g % 4, 1 + g % 3, g % 20,
      jsonb_build_object('house', 'H-' || g, 'street', 'Main Road', 'locality', 'Sector ' || (g % 60), 'city', (${cities})[1 + g % 9], 'state', 'State', 'pin', lpad((110001 + g % 800000)::text, 6, '0')),
      ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid, '["Wi-Fi","Power Backup","Housekeeping"]'::jsonb,
      '["/uploads/seed/room-1.svg","/uploads/seed/room-2.svg"]'::jsonb, '/uploads/seed/room-1.svg', jsonb_build_array((${types})[1 + g % 5]), 'NV-BENCH-' || g
    FROM generate_series(1, ${count}) g;`);
  // As autovacuum would have by now: statistics, and the visibility map that lets counts read the index alone.
  await handle.exec('VACUUM ANALYZE property');
}
