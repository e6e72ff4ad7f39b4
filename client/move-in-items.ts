import { fillTemplate, msg } from '#engine/runtime/i18n/translator.ts';

/**
 * The move-in report's fixed item lists per room (spec 001 §3, §9): the tenant's drawer, the landlord's review and the
 * demo data read them from here. Rooms are livingroom, kitchen, bedroomN and bathroomN. Item and room names are
 * stored and answered in English; `msg` marks them for the site's dictionaries, which show them in the reader's
 * language (site/app/i18n/<code>/account.json).
 */
export const MOVE_IN_ITEMS = {
  livingroom: [
    msg('Sofa'),
    msg('Centre Table'),
    msg('Ceiling Fan'),
    msg('Tube Light'),
    msg('Curtains'),
    msg('TV Unit'),
  ],
  kitchen: [
    msg('Refrigerator'),
    msg('Gas Stove'),
    msg('Water Purifier'),
    msg('Microwave'),
    msg('Chimney'),
    msg('Kitchen Cabinets'),
  ],
  bedroom: [
    msg('Bed'),
    msg('Mattress'),
    msg('Wardrobe'),
    msg('Study Table'),
    msg('Chair'),
    msg('Air Conditioner'),
    msg('Ceiling Fan'),
  ],
  bathroom: [msg('Geyser'), msg('Shower'), msg('Mirror'), msg('Exhaust Fan'), msg('Wash Basin')],
} as const;

/** The rooms of a home: living room, kitchen, then each bedroom and bathroom numbered from 1. */
export function moveInRooms(bedrooms: number, bathrooms: number): string[] {
  const n = (v: number) => Math.max(1, Math.min(9, Math.floor(v) || 1));
  return [
    'livingroom',
    'kitchen',
    ...Array.from({ length: n(bedrooms) }, (_, i) => `bedroom${i + 1}`),
    ...Array.from({ length: n(bathrooms) }, (_, i) => `bathroom${i + 1}`),
  ];
}

/** What a property record says of its rooms: its type and, for a whole home, its bedrooms and bathrooms. */
export interface MoveInProperty {
  propertyType?: string | null;
  No_of_Bedrooms?: number | null;
  noOfBathrooms?: number | null;
}

/** Property types that let one room of a shared home (a PG or co-living room): the tenant reports their room and its bathroom. */
const ROOM_LETS = new Set(['Private Room', 'Double Shared', 'Triple Shared', 'Bunk Bed']);

/**
 * The rooms a tenant's move-in report covers, as the property record holds them: a room let in a shared home (Private
 * Room, Double or Triple Shared, Bunk Bed) is that room and the bathroom it uses; a studio is its room, kitchenette
 * and bathroom; a room in a shared villa adds the shared living room and kitchen; a whole home (Villa, Independent
 * House, Builder floor, or no type) is its living room, kitchen and each of its bedrooms and bathrooms.
 */
export function moveInRoomsOf(property: MoveInProperty | null | undefined): string[] {
  const type = property?.propertyType ?? '';
  if (ROOM_LETS.has(type)) return ['bedroom1', 'bathroom1'];
  if (type === 'Studio') return ['bedroom1', 'kitchen', 'bathroom1'];
  if (type === 'Shared Villa') return ['bedroom1', 'bathroom1', 'livingroom', 'kitchen'];
  return moveInRooms(property?.No_of_Bedrooms ?? 1, property?.noOfBathrooms ?? 1);
}

/** A room's name on the report: "Your Room" for a room let on its own, "Bedroom"/"Bathroom" when the home has one, else numbered. */
export function moveInRoomLabel(room: string, rooms: readonly string[], propertyType?: string | null): string {
  if (
    room === 'bedroom1' &&
    propertyType &&
    (ROOM_LETS.has(propertyType) || propertyType === 'Shared Villa' || propertyType === 'Studio')
  )
    return msg('Your Room');
  const kind = room.replace(/[0-9]+$/, '');
  if ((kind === 'bedroom' || kind === 'bathroom') && rooms.filter((r) => r.startsWith(kind)).length === 1)
    return kind === 'bedroom' ? msg('Bedroom') : msg('Bathroom');
  return roomLabel(room);
}

/** A room's items. */
export const itemsOfRoom = (room: string): readonly string[] =>
  MOVE_IN_ITEMS[room.replace(/[0-9]+$/, '') as keyof typeof MOVE_IN_ITEMS] ?? [];

/** "Bedroom 2", "Living Room". */
export function roomLabel(room: string): string {
  if (room === 'livingroom') return msg('Living Room');
  if (room === 'kitchen') return msg('Kitchen');
  const m = /^(bedroom|bathroom)(\d+)$/.exec(room);
  if (!m) return room;
  return fillTemplate(m[1] === 'bedroom' ? msg('Bedroom {n}') : msg('Bathroom {n}'), { n: m[2]! });
}
