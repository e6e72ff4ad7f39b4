import type { Random } from '#engine/runtime/seeded-random.ts';
import type { City } from '#generated/enums.ts';

/** Street and house-number styles of each city, so addresses read like local ones. */

const ORD = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const BLOCKS = 'ABCDEFGHJK';

const STREETS: Record<City, (rng: Random, locality: string) => string> = {
  Noida: (rng, loc) => `Block ${rng.pick([...BLOCKS])}, ${loc}`,
  Ghaziabad: (rng) =>
    rng.pick([
      'Nyay Khand 1',
      'Shakti Khand 2',
      'Ahinsa Khand 1',
      'Sector 4',
      'Sector 11',
      'Main Market Road',
      'GT Road',
    ]),
  Gurugram: (rng) =>
    rng.pick([
      'Galleria Market Road',
      'Sector Road',
      'Block C Road',
      'DLF Club Road',
      'Nathupur Road',
      'Hamilton Court Road',
    ]),
  Delhi: (rng) =>
    rng.pick([
      'Main Market Road',
      `Block ${rng.pick([...BLOCKS])}`,
      'Ring Road',
      'Aurobindo Marg',
      'Arya Samaj Road',
      'Outer Ring Road',
    ]),
  Mumbai: (rng) =>
    rng.pick([
      'S.V. Road',
      'Link Road',
      'J.P. Road',
      'Hill Road',
      'Station Road',
      'Gulmohar Road',
      'Hiranandani Gardens',
      'L.B.S. Marg',
    ]),
  Bengaluru: (rng) => `${ORD(rng.int(1, 24))} Main Road, ${ORD(rng.int(1, 18))} Cross`,
  Pune: (rng) =>
    rng.pick([
      'Paud Road',
      'Nagar Road',
      'Baner Road',
      'Lane 5',
      'Lane 7',
      'Karve Road',
      'Pashan Road',
      'Magarpatta Road',
    ]),
  Hyderabad: (rng) => `${rng.pick(['Road No.', 'Street No.'])} ${rng.int(1, 45)}`,
  Kota: (rng) =>
    rng.pick(['Jhalawar Road', 'Road No. 1', 'Road No. 3', 'Boraj Road', 'Baran Road', 'Aerodrome Circle Road']),
};

export function streetFor(rng: Random, city: City, locality: string): string {
  return STREETS[city](rng, locality);
}

/** A flat in a tower, a numbered house or a plot, depending on the building. */
export function houseFor(rng: Random, kind: 'flat' | 'house' | 'pg'): string {
  if (kind === 'flat') return `Flat ${rng.int(1, 18)}0${rng.int(1, 4)}, Tower ${rng.pick([...BLOCKS.slice(0, 6)])}`;
  if (kind === 'house') return `House No. ${rng.int(1, 480)}`;
  return `${rng.pick([...BLOCKS])}-${rng.int(1, 240)}`;
}

/** Home towns outside the cities Nivaas operates in, for permanent addresses. */
export const HOME_TOWNS: { city: string; state: string; pin: string; locality: string }[] = [
  { city: 'Patna', state: 'Bihar', pin: '800001', locality: 'Fraser Road' },
  { city: 'Jaipur', state: 'Rajasthan', pin: '302017', locality: 'Malviya Nagar' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pin: '226010', locality: 'Gomti Nagar' },
  { city: 'Indore', state: 'Madhya Pradesh', pin: '452010', locality: 'Vijay Nagar' },
  { city: 'Kochi', state: 'Kerala', pin: '682024', locality: 'Kaloor' },
  { city: 'Bhopal', state: 'Madhya Pradesh', pin: '462016', locality: 'Arera Colony' },
  { city: 'Chandigarh', state: 'Chandigarh', pin: '160017', locality: 'Sector 17' },
  { city: 'Dehradun', state: 'Uttarakhand', pin: '248001', locality: 'Rajpur Road' },
  { city: 'Guwahati', state: 'Assam', pin: '781005', locality: 'Dispur' },
  { city: 'Nagpur', state: 'Maharashtra', pin: '440010', locality: 'Dharampeth' },
  { city: 'Coimbatore', state: 'Tamil Nadu', pin: '641018', locality: 'R.S. Puram' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pin: '530017', locality: 'MVP Colony' },
  { city: 'Ranchi', state: 'Jharkhand', pin: '834001', locality: 'Lalpur' },
  { city: 'Mysuru', state: 'Karnataka', pin: '570009', locality: 'Kuvempunagar' },
  { city: 'Bhubaneswar', state: 'Odisha', pin: '751007', locality: 'Saheed Nagar' },
  { city: 'Kolkata', state: 'West Bengal', pin: '700029', locality: 'Ballygunge' },
];
