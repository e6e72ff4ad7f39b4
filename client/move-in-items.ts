/**
 * The move-in report's fixed item lists per room (001 §3, §9): the tenant's drawer, the landlord's review and the
 * demo data read them from here. Rooms are livingroom, kitchen, bedroomN and bathroomN.
 */
export const MOVE_IN_ITEMS = {
  livingroom: ['Sofa', 'Centre Table', 'Ceiling Fan', 'Tube Light', 'Curtains', 'TV Unit'],
  kitchen: ['Refrigerator', 'Gas Stove', 'Water Purifier', 'Microwave', 'Chimney', 'Kitchen Cabinets'],
  bedroom: ['Bed', 'Mattress', 'Wardrobe', 'Study Table', 'Chair', 'Air Conditioner', 'Ceiling Fan'],
  bathroom: ['Geyser', 'Shower', 'Mirror', 'Exhaust Fan', 'Wash Basin'],
} as const;

/** The rooms of a home: living room, kitchen, then each bedroom and bathroom numbered from 1. */
export function moveInRooms(bedrooms: number, bathrooms: number): string[] {
  const n = (v: number) => Math.max(1, Math.min(9, Math.floor(v) || 1));
  return ['livingroom', 'kitchen', ...Array.from({ length: n(bedrooms) }, (_, i) => `bedroom${i + 1}`), ...Array.from({ length: n(bathrooms) }, (_, i) => `bathroom${i + 1}`)];
}

/** A room's items. */
export const itemsOfRoom = (room: string): readonly string[] => MOVE_IN_ITEMS[room.replace(/[0-9]+$/, '') as keyof typeof MOVE_IN_ITEMS] ?? [];

/** "Bedroom 2", "Living Room". */
export function roomLabel(room: string): string {
  if (room === 'livingroom') return 'Living Room';
  if (room === 'kitchen') return 'Kitchen';
  const m = /^(bedroom|bathroom)(\d+)$/.exec(room);
  return m ? `${m[1] === 'bedroom' ? 'Bedroom' : 'Bathroom'} ${m[2]}` : room;
}
