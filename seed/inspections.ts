import { itemsOfRoom, moveInRooms } from '#client/move-in-items.ts';
import type { Random } from '#engine/runtime/seeded-random.ts';

import type { SeededRequest } from './bond-requests.ts';
import { stamps } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';

type Amenity = SeedRow<'inspection'>['amenities'][number];

/** What goes wrong with an item, by the kind of item. */
const APPLIANCES = [
  'Ceiling Fan',
  'Tube Light',
  'Refrigerator',
  'Microwave',
  'Chimney',
  'Water Purifier',
  'Air Conditioner',
  'Geyser',
  'Exhaust Fan',
];
const FITTINGS = ['Gas Stove', 'Shower', 'Wash Basin'];
function fault(item: string): string {
  if (item === 'Air Conditioner') return 'Not cooling';
  if (APPLIANCES.includes(item)) return 'Not switching on';
  if (FITTINGS.includes(item)) return 'Leaking';
  if (item === 'Sofa' || item === 'Curtains' || item === 'Mattress') return 'Torn fabric';
  return 'Broken hinge or handle';
}

/** One move-in report per inspection request: every room's items with count and condition. */
export async function seedInspections(ctx: SeedContext, requests: SeededRequest[]): Promise<number> {
  const rng = ctx.rng.fork('inspections');
  const rows: SeedRow<'inspection'>[] = requests
    .filter((r) => r.type === 'inspection' && r.bond)
    .map((r) => {
      const bond = r.bond!;
      const resolved = r.status !== 'pending';
      const amenities = roomsOf(rng, bond.property.family).flatMap((room) => items(rng, room, resolved));
      const anyFault = amenities.some((a) => a.conditions === 'nonworking');
      const row: SeedRow<'inspection'> = {
        bondId: bond.id,
        propertyId: bond.property.id,
        tenantId: bond.tenant.id,
        landlordId: bond.property.landlordId,
        status: resolved ? 'resolved' : 'pending',
        amenities,
        ...stamps(r.created, resolved ? ctx.clock.after(rng, r.created, 4) : r.created),
      };
      if (resolved)
        row.landlordComment =
          r.status === 'rejected'
            ? 'Report does not match the property condition'
            : anyFault
              ? 'Non-working items will be repaired'
              : 'All items are as reported';
      return row;
    });
  await ctx.writer.insert('inspection', rows);
  return rows.length;
}

function roomsOf(rng: Random, family: boolean): string[] {
  const bedrooms = family ? rng.int(2, 3) : 1;
  const bathrooms = family ? rng.int(1, 2) : 1;
  return moveInRooms(bedrooms, bathrooms);
}

function items(rng: Random, room: string, resolved: boolean): Amenity[] {
  const list = [...itemsOfRoom(room)];
  return rng.sample(list, rng.int(3, list.length)).map((name) => {
    const broken = rng.chance(0.08);
    const amenity: Amenity = {
      room,
      name,
      counts: name === 'Chair' || name === 'Curtains' ? rng.int(1, 4) : 1,
      conditions: broken ? 'nonworking' : 'working',
    };
    if (broken) amenity.remark = fault(name);
    if (broken && resolved) amenity.landlordRemark = 'Will be repaired within a week.';
    return amenity;
  });
}
