import { type Random, roundTo } from '#engine/runtime/seeded-random.ts';
import type { City, PropertyType, RoomType } from '#generated/enums.ts';
import { propertyType as PROPERTY_TYPES } from '#generated/enums.ts';

import { CITIES, type CityInfo, COLLEGES, type Locality, localityOf } from './cities.ts';
import { stamps } from './clock.ts';
import { propertyCode } from './codes.ts';
import {
  amenitiesFor,
  CO_LIVING,
  describe,
  FAMILY,
  KOTA_WEIGHTS,
  minimumRentFor,
  propertyName,
  rentFor,
  roomsFor,
  TYPE_WEIGHTS,
} from './property-catalogue.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import { houseFor, streetFor } from './streets.ts';
import type { SeededUser, SeededUsers } from './users.ts';

export interface SeededProperty {
  id: string;
  name: string;
  landlordId: string;
  city: City;
  locality: string;
  propertyType: PropertyType;
  family: boolean;
  expectedRent: number;
  status: 'active' | 'inactive' | 'occupied' | 'pending-verification';
  created: Date;
  college?: string;
}

/** Share of listings owned by landlord@nivaas.test, and by partners. */
const DEMO_LANDLORD_SHARE = 0.12;
const PARTNER_SHARE = 0.025;

/** `count` listings across all nine cities, every property type and room type, with local images. */
export async function seedProperties(ctx: SeedContext, users: SeededUsers, count: number): Promise<SeededProperty[]> {
  const rng = ctx.rng.fork('properties');
  const owners = ownersByCity(users);
  const names = new Set<string>();
  const seeded: Omit<SeededProperty, 'id'>[] = [];
  const rows: SeedRow<'property'>[] = [];

  for (let i = 0; i < count; i++) {
    const info = i < CITIES.length ? CITIES[i] : rng.weighted(CITIES.map((c) => [c, c.weight] as const));
    // The first listings cover every property type, so even a small seed shows them all.
    const type: PropertyType =
      i < PROPERTY_TYPES.length ? PROPERTY_TYPES[i] : rng.weighted(info.city === 'Kota' ? KOTA_WEIGHTS : TYPE_WEIGHTS);
    const family = FAMILY.includes(type);
    const college =
      !family && rng.chance(info.city === 'Kota' ? 0.3 : 0.09)
        ? rng.pick(COLLEGES.filter((c) => c.city === info.city))
        : undefined;
    const locality = college ? localityOf(info.city, rng.pick(college.near)) : rng.pick(info.localities);
    const owner = pickOwner(rng, owners, info.city, users.demo.landlord);
    const created = ctx.clock.between(rng, owner.created, ctx.clock.daysAgo(1));
    const gender = family
      ? 'other'
      : rng.weighted([
          ['male', 40],
          ['female', 35],
          ['other', 25],
        ] as const);
    const { bedrooms, bathrooms } = roomsFor(rng, type);
    const expectedRent = rentFor(rng, type, info.rentFactor);
    const roomTypes = family ? undefined : offeredRooms(rng, type as RoomType, i);
    const amenities = amenitiesFor(rng, family, Boolean(college) || info.city === 'Kota');
    const name = uniqueName(propertyName(rng, type, locality.name, gender, bedrooms), names);
    const status = rng.weighted([
      ['active', 85],
      ['occupied', 5],
      ['inactive', 4],
      ['pending-verification', 6],
    ] as const);
    const images = [rng.pick(ctx.files.buildings), ...rng.sample(ctx.files.rooms, rng.int(2, 5))];
    const discounted =
      rng.chance(0.2) && expectedRent > 3_500
        ? Math.max(3_000, roundTo(expectedRent * (0.85 + rng.next() * 0.1), 100))
        : undefined;
    rows.push({
      name,
      avatar: images[0],
      status,
      propertyType: type,
      category: family ? 'Family Homes' : 'Co-Living & PG',
      ...(roomTypes ? { roomTypes } : {}),
      propertyImages: images,
      propertyAddress: address(rng, info, locality, type),
      latitude: jitter(rng, locality.lat),
      longitude: jitter(rng, locality.lng),
      expectedRent,
      ...(discounted && discounted < expectedRent ? { discountedRent: discounted } : {}),
      minimumRent: roomTypes ? minimumRentFor(expectedRent, type as RoomType, roomTypes) : expectedRent,
      genderPreference: gender,
      No_of_Bedrooms: bedrooms,
      noOfBathrooms: bathrooms,
      propertyAge: rng.int(0, family ? 30 : 15),
      servantRoom: (type === 'Villa' || type === 'Independent House') && rng.chance(0.5),
      studyRoom: rng.chance(family ? 0.35 : 0.15),
      amenities,
      description: describe(rng, {
        name,
        type,
        locality: locality.name,
        city: info.city,
        amenities,
        college: college?.slug,
      }),
      ...(college ? { collegePartnerName: college.slug } : {}),
      landlordId: owner.id,
      eqaroId: propertyCode(i + 1),
      ...stamps(created, ctx.clock.after(rng, created, 30)),
    });
    seeded.push({
      name,
      landlordId: owner.id,
      city: info.city,
      locality: locality.name,
      propertyType: type,
      family,
      expectedRent,
      status,
      created,
      college: college?.slug,
    });
  }
  const ids = await ctx.writer.insert('property', rows);
  return seeded.map((p, i) => ({ ...p, id: ids[i] }));
}

/** The main room type plus up to two others; the first listings offer every room type. */
function offeredRooms(rng: Random, main: RoomType, index: number): RoomType[] {
  if (index < CO_LIVING.length * 2) return [...CO_LIVING];
  const others = rng.sample(
    CO_LIVING.filter((r) => r !== main),
    rng.int(0, 2),
  );
  return [main, ...others];
}

function address(
  rng: Random,
  info: CityInfo,
  locality: Locality,
  type: PropertyType,
): SeedRow<'property'>['propertyAddress'] {
  const kind =
    type === 'Independent House' || type === 'Villa'
      ? 'house'
      : type === 'Builder floor' || type === 'Studio'
        ? 'flat'
        : 'pg';
  return {
    house: houseFor(rng, kind),
    street: streetFor(rng, info.city, locality.name),
    locality: locality.name,
    city: info.city,
    state: info.state,
    pin: locality.pin,
  };
}

function jitter(rng: Random, value: number): number {
  return Math.round((value + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6;
}

/** Other landlords cover two cities each (together all nine); partners one or two. */
function ownersByCity(users: SeededUsers): Map<City, { landlords: SeededUser[]; partners: SeededUser[] }> {
  const map = new Map(CITIES.map((c) => [c.city, { landlords: [] as SeededUser[], partners: [] as SeededUser[] }]));
  users.landlords
    .filter((l) => !l.demo)
    .forEach((l, i) => {
      map.get(CITIES[i % CITIES.length].city)!.landlords.push(l);
      map.get(CITIES[(i + 4) % CITIES.length].city)!.landlords.push(l);
    });
  users.partners.forEach((p, i) => {
    map.get(p.city)!.partners.push(p);
    if (i === 0) map.get(CITIES[(i + 2) % CITIES.length].city)!.partners.push(p);
  });
  return map;
}

function pickOwner(
  rng: Random,
  owners: Map<City, { landlords: SeededUser[]; partners: SeededUser[] }>,
  city: City,
  demo: SeededUser,
): SeededUser {
  const local = owners.get(city)!;
  const roll = rng.next();
  if (roll < DEMO_LANDLORD_SHARE || local.landlords.length === 0) return demo;
  if (roll < DEMO_LANDLORD_SHARE + PARTNER_SHARE && local.partners.length) return rng.pick(local.partners);
  return rng.pick(local.landlords);
}

function uniqueName(name: string, used: Set<string>): string {
  const wings = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
  let candidate = name;
  for (let n = 0; used.has(candidate); n++) candidate = n < wings.length ? `${name} ${wings[n]}` : `${name} ${n + 2}`;
  used.add(candidate);
  return candidate;
}
