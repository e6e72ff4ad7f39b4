import { type Random, roundTo } from '#engine/runtime/seeded-random.ts';
import type { City, PropertyType, RoomType } from '#generated/enums.ts';

/** What a listing looks like by type: rent range (national average), rooms, and amenities. */

export const CO_LIVING: RoomType[] = ['Studio', 'Private Room', 'Double Shared', 'Triple Shared', 'Bunk Bed'];
export const FAMILY: PropertyType[] = ['Villa', 'Independent House', 'Shared Villa', 'Builder floor'];

export const TYPE_WEIGHTS: [PropertyType, number][] = [
  ['Private Room', 24],
  ['Double Shared', 22],
  ['Studio', 12],
  ['Triple Shared', 10],
  ['Bunk Bed', 4],
  ['Builder floor', 8],
  ['Independent House', 7],
  ['Shared Villa', 5],
  ['Villa', 4],
];

/** Kota is a coaching town: students in shared rooms (Double Shared is its default room type). */
export const KOTA_WEIGHTS: [PropertyType, number][] = [
  ['Double Shared', 40],
  ['Private Room', 22],
  ['Triple Shared', 18],
  ['Bunk Bed', 8],
  ['Studio', 8],
  ['Independent House', 4],
];

const RENT: Record<PropertyType, [number, number]> = {
  Studio: [11_000, 26_000],
  'Private Room': [8_000, 20_000],
  'Double Shared': [5_500, 13_000],
  'Triple Shared': [4_000, 9_500],
  'Bunk Bed': [3_000, 6_500],
  'Builder floor': [16_000, 40_000],
  'Independent House': [18_000, 42_000],
  Villa: [30_000, 50_000],
  'Shared Villa': [10_000, 22_000],
};

/** Rent of a room type relative to a private room in the same property. */
const ROOM_RATIO: Record<RoomType, number> = {
  Studio: 1.5,
  'Private Room': 1,
  'Double Shared': 0.68,
  'Triple Shared': 0.52,
  'Bunk Bed': 0.38,
};

export const MIN_RENT = 3_000;
export const MAX_RENT = 50_000;

export function clampRent(value: number): number {
  return Math.min(MAX_RENT, Math.max(MIN_RENT, roundTo(value, 500)));
}

export function rentFor(rng: Random, type: PropertyType, cityFactor: number): number {
  const [lo, hi] = RENT[type];
  return clampRent(rng.int(lo, hi) * cityFactor);
}

/** The cheapest room among those offered, given the rent of the listing's main room type. */
export function minimumRentFor(expectedRent: number, main: RoomType, offered: RoomType[]): number {
  const perPrivate = expectedRent / ROOM_RATIO[main];
  return Math.min(expectedRent, ...offered.map((r) => clampRent(perPrivate * ROOM_RATIO[r])));
}

const COMMON = ['Wi-Fi', 'Power Backup', 'CCTV', 'RO Water', 'Geyser'];
const CO_LIVING_EXTRAS = [
  'Housekeeping',
  'Laundry',
  'AC',
  'Meals',
  'Gym',
  'Study Table',
  'Attached Washroom',
  'Wardrobe',
  'Refrigerator',
  'Common Lounge',
  'Biometric Entry',
  'Gaming Zone',
  'Lift',
  'Security Guard',
  'TV',
  'Parking',
];
const FAMILY_EXTRAS = [
  'Parking',
  'Modular Kitchen',
  'Balcony',
  'Lift',
  'Security Guard',
  'Garden',
  'AC',
  'Wardrobe',
  'Swimming Pool',
  'Gym',
  'Pet Friendly',
  'Piped Gas',
  'Club House',
];
const STUDENT_MUSTS = ['Study Table', 'Meals', 'Biometric Entry', 'Laundry'];

export function amenitiesFor(rng: Random, family: boolean, student: boolean): string[] {
  const base = rng.sample(COMMON, rng.int(3, COMMON.length));
  const extras = rng.sample(family ? FAMILY_EXTRAS : CO_LIVING_EXTRAS, rng.int(3, family ? 7 : 9));
  return [...new Set([...base, ...extras, ...(student ? STUDENT_MUSTS : [])])];
}

export function roomsFor(rng: Random, type: PropertyType): { bedrooms: number; bathrooms: number } {
  const range: Record<PropertyType, [number, number]> = {
    Studio: [1, 1],
    'Private Room': [3, 12],
    'Double Shared': [3, 14],
    'Triple Shared': [4, 16],
    'Bunk Bed': [4, 20],
    'Builder floor': [2, 4],
    'Independent House': [3, 5],
    Villa: [4, 6],
    'Shared Villa': [4, 7],
  };
  const bedrooms = rng.int(...range[type]);
  return { bedrooms, bathrooms: Math.max(1, Math.round(bedrooms * (FAMILY.includes(type) ? 0.9 : 0.7))) };
}

const PREFIXES = [
  'Amaltas',
  'Gulmohar',
  'Kadamba',
  'Saffron',
  'Banyan',
  'Peepal',
  'Neem Tree',
  'Chinar',
  'Tulsi',
  'Aangan',
  'Basera',
  'Ashiyana',
  'Sukoon',
  'Prakriti',
  'Mogra',
  'Champa',
  'Indigo',
  'Marigold',
  'Jasmine',
  'Lotus',
  'Sandalwood',
  'Coral',
  'Skyline',
  'Greenleaf',
];
const SUFFIXES = ['House', 'Residency', 'Co-Living', 'Homes', 'Suites', 'Lofts', 'Nest', 'Court', 'Stays', 'Enclave'];

/** A made-up co-living or home name (no real brands). */
export function propertyName(
  rng: Random,
  type: PropertyType,
  locality: string,
  gender: 'male' | 'female' | 'other',
  bedrooms: number,
): string {
  if (FAMILY.includes(type)) {
    if (type === 'Villa' || type === 'Shared Villa')
      return `${rng.pick(PREFIXES)} ${type === 'Villa' ? 'Villa' : 'Shared Villa'}, ${locality}`;
    return `${bedrooms} BHK ${type === 'Builder floor' ? 'Builder Floor' : 'Independent House'} in ${locality}`;
  }
  if (rng.chance(0.15)) return `Nivaas Nest ${locality}`;
  if (gender !== 'other' && rng.chance(0.35))
    return `${rng.pick(PREFIXES)} PG for ${gender === 'female' ? 'Girls' : 'Boys'}, ${locality}`;
  return `${rng.pick(PREFIXES)} ${rng.pick(SUFFIXES)} ${locality}`;
}

/** The college slug as its landing page shows it: words capitalised, known acronyms upper-cased. */
export function collegeTitle(slug: string): string {
  const ACRONYMS = [
    'iit',
    'nit',
    'bits',
    'iiit',
    'iim',
    'aiims',
    'jnu',
    'du',
    'bhu',
    'dtu',
    'nsit',
    'igdtuw',
    'mdi',
    'nmims',
    'coep',
    'abes',
  ];
  return slug
    .split('-')
    .map((w) => (ACRONYMS.includes(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function describe(
  rng: Random,
  p: { name: string; type: PropertyType; locality: string; city: City; amenities: string[]; college?: string },
): string {
  const family = FAMILY.includes(p.type);
  const kind = family
    ? `a ${p.type.toLowerCase()} for families`
    : `a managed co-living space with ${p.type.toLowerCase()} rooms`;
  const transport = rng.pick([
    'the metro station',
    'the main bus stop',
    'the local market',
    'the nearest hospital',
    'the IT park',
  ]);
  const parts = [
    `${p.name} is ${kind} in ${p.locality}, ${p.city}.`,
    `Amenities include ${p.amenities.slice(0, 5).join(', ')}.`,
    `It is ${rng.int(3, 15)} minutes from ${transport}.`,
    p.college ? `Students of ${collegeTitle(p.college)} can walk or take a short ride to campus.` : '',
    'Move in without a cash security deposit: a Nivaas bond replaces it.',
  ];
  return parts.filter(Boolean).join(' ');
}
