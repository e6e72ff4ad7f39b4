import { type City, city as CITY_LIST, type RoomType, roomType as ROOM_TYPE_LIST } from '#generated/enums.ts';

/**
 * The state of the /properties search, kept entirely in the address (spec 000 §2 Properties search page), so a
 * search can be shared and Back restores it. One parser for the loader and the page; one builder for the
 * API query, used by the server-rendered first page and by the browser's next pages alike.
 */

export const CITIES: readonly City[] = CITY_LIST;
export const ROOM_TYPES: readonly RoomType[] = ROOM_TYPE_LIST;
/** The accommodation categories (spec 000 §9): Family Homes is coming soon. */
export const CATEGORIES = ['Co-Living & PG', 'Family Homes'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'Co-Living & PG';
export const FAMILY_HOMES: Category = 'Family Homes';
/** Public property-type options of the filter popup (spec 000 §9). */
export const ACCOMMODATION_TYPES = [
  'Independent House',
  'Private Room',
  'Shared Villa',
  'Double Shared',
  'Triple Shared',
  'Builder floor',
  'Bunk Bed',
] as const;
/** Kota is a coaching town: choosing it defaults the room type (spec 000 §2). */
export const KOTA = 'Kota';
export const KOTA_ROOM_TYPE: RoomType = 'Double Shared';
/** The value of `roomType` for "every room type" (needed in Kota, where no value means Double Shared). */
export const ALL_ROOMS = 'all';

/** The rent slider (spec 000 §9) and the public rent filter's defaults (spec 000 §7). */
export const RENT_SLIDER = { min: 0, max: 50_000, step: 1_000, initial: 50_000 } as const;
export const PUBLIC_RENT = { min: 0, max: 200_000 } as const;
export const PAGE_SIZE = 40;

export interface SearchState {
  city?: City;
  category: Category;
  /** A room type, or undefined for every room type. */
  roomType?: RoomType;
  /** The search box: name, address or reference code. */
  text?: string;
  /** The popup's city/location/pincode search (the address). */
  address?: string;
  /** The rent slider, when the visitor moved it. */
  maxRent?: number;
  /** Accommodation types ticked in the popup. */
  types: string[];
  landlordId?: string;
  status?: string;
}

const fold = (s: string) => s.toLowerCase().replace(/[\s_&/-]+/g, '');

export const cityOf = (raw: string | null | undefined): City | undefined =>
  raw ? CITIES.find((c) => c.toLowerCase() === raw.trim().toLowerCase()) : undefined;

/** `Co-Living & PG`, `coliving`, `pg` and `PG/Coliving` all name the first category; `family…` the second. */
export function categoryOf(raw: string | null | undefined): Category | undefined {
  if (!raw) return undefined;
  const f = fold(raw);
  if (f.startsWith('family')) return FAMILY_HOMES;
  if (f.includes('coliving') || f === 'pg' || f.startsWith('pg')) return DEFAULT_CATEGORY;
  return undefined;
}

const roomTypeOf = (raw: string | null): RoomType | undefined =>
  raw ? ROOM_TYPES.find((r) => fold(r) === fold(raw)) : undefined;

/** Reads the address's search parameters (unknown or malformed values are ignored, never an error page). */
export function readSearch(params: URLSearchParams): SearchState {
  const city = cityOf(params.get('city'));
  const rawRoom = params.get('roomType');
  // No roomType in the address: Kota means Double Shared, elsewhere every room type.
  const roomType =
    rawRoom === ALL_ROOMS
      ? undefined
      : (roomTypeOf(rawRoom) ?? (rawRoom === null && city === KOTA ? KOTA_ROOM_TYPE : undefined));
  const maxRentRaw = Number(params.get('maxRent'));
  const maxRent =
    params.get('maxRent') !== null &&
    Number.isFinite(maxRentRaw) &&
    maxRentRaw >= RENT_SLIDER.min &&
    maxRentRaw <= RENT_SLIDER.max
      ? Math.round(maxRentRaw / RENT_SLIDER.step) * RENT_SLIDER.step
      : undefined;
  const types = (params.get('types') ?? '')
    .split(',')
    .map((t) => ACCOMMODATION_TYPES.find((a) => fold(a) === fold(t)))
    .filter((t): t is (typeof ACCOMMODATION_TYPES)[number] => Boolean(t));
  const text = (name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
  const id = params.get('landlordId')?.trim();
  const status = params.get('status')?.trim().toLowerCase();
  return {
    city,
    category: categoryOf(params.get('category')) ?? DEFAULT_CATEGORY,
    roomType,
    text: text('text'),
    address: text('address'),
    maxRent,
    types: [...new Set(types)],
    landlordId: id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined,
    status: status && ['active', 'inactive', 'occupied', 'pending-verification'].includes(status) ? status : undefined,
  };
}

/** The address's search parameters for a state (defaults left out, so addresses stay short). */
export function writeSearch(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.city) p.set('city', state.city);
  if (state.category !== DEFAULT_CATEGORY) p.set('category', state.category);
  const defaultRoom = state.city === KOTA ? KOTA_ROOM_TYPE : undefined;
  if (state.roomType !== defaultRoom) p.set('roomType', state.roomType ?? ALL_ROOMS);
  if (state.text) p.set('text', state.text);
  if (state.address) p.set('address', state.address);
  if (state.maxRent !== undefined) p.set('maxRent', String(state.maxRent));
  if (state.types.length) p.set('types', state.types.join(','));
  if (state.landlordId) p.set('landlordId', state.landlordId);
  if (state.status) p.set('status', state.status);
  return p;
}

export const searchHref = (state: SearchState): string => {
  const q = writeSearch(state).toString();
  return q ? `/properties?${q}` : '/properties';
};

/**
 * The property-list query of the API (spec 000 §7: source=zd, rent 0 to 200000 by default, 40 a page), without page.
 */
export function apiQuery(state: SearchState): string {
  const p = new URLSearchParams({ source: 'zd', category: state.category });
  if (state.city) p.set('city', state.city);
  if (state.roomType) p.set('roomType', state.roomType);
  if (state.text) p.set('text', state.text);
  if (state.address) p.set('search', state.address);
  if (state.types.length) p.set('propertyType', state.types.join(','));
  if (state.landlordId) p.set('landlordId', state.landlordId);
  if (state.status) p.set('status', state.status);
  p.set('expectedRentMin', String(PUBLIC_RENT.min));
  p.set('expectedRentMax', String(state.maxRent ?? PUBLIC_RENT.max));
  p.set('limit', String(PAGE_SIZE));
  return p.toString();
}

/** A change of city: Kota brings its default room type back, leaving Kota drops it. */
export function withCity(state: SearchState, city: City | undefined): SearchState {
  const roomType =
    city === KOTA
      ? KOTA_ROOM_TYPE
      : state.city === KOTA && state.roomType === KOTA_ROOM_TYPE
        ? undefined
        : state.roomType;
  return { ...state, city, roomType };
}
