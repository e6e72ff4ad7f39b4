import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { checkSortField, coerce, filterable } from '#engine/runtime/resources/list-query.ts';
import type { Resource } from '#engine/runtime/resources/registry.server.ts';
import { city as CITIES, propertyType as PROPERTY_TYPES, roomType as ROOM_TYPES } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

/** What GET /api/v1/property understands, parsed and checked. */
export interface PropertyListParams {
  page: number;
  limit: number;
  /** Exact filters on scalar columns (status, landlordId, No_of_Bedrooms...); a list means any of. */
  where: Record<string, unknown>;
  /** Contains, case-insensitive. */
  name?: string;
  /** Contains, case-insensitive, over house, street, locality, city, state and pin. */
  address?: string;
  /** The public search box: contains, case-insensitive, in the name, the address or the reference code. */
  text?: string;
  city?: string;
  roomTypes?: string[];
  minRent?: number;
  maxRent?: number;
  sort: { field: string; order: 'asc' | 'desc' }[];
}

export const MAX_PROPERTY_LIMIT = 100;
export const DEFAULT_PROPERTY_LIMIT = 10;

/** Enum columns that take comma-separated lists; the values are matched ignoring case, dashes and underscores. */
const LISTS: Record<string, readonly string[]> = {
  propertyType: PROPERTY_TYPES,
  status: ['active', 'inactive', 'occupied', 'pending-verification'],
  genderPreference: ['male', 'female', 'other'],
  category: ['Co-Living & PG', 'Family Homes'],
};
/** Accepted and ignored: the public site tags its searches with source=zd. */
const IGNORED = new Set(['source']);

const bad = (field: string, message: string) => new ApiError(400, 'invalid_filter', message, { [field]: message });
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

function integer(raw: unknown, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw bad(name, fillMessage(messages.request.wholeNumber, { field: name, min, max }));
  return n;
}

function amount(raw: string, name: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0)
    throw bad(name, fillMessage(messages.request.notNumber, { field: name }));
  return n;
}

/** `Private Room`, `private-room`, `PRIVATE_ROOM` all name the same value. */
function oneOf(raw: string, name: string, allowed: readonly string[]): string[] {
  const wanted = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return wanted.map((v) => {
    const hit = allowed.find((a) => fold(a) === fold(v));
    if (!hit) throw bad(name, fillMessage(messages.request.oneOfList, { field: name, values: allowed.join(', ') }));
    return hit;
  });
}

/** The city as the enum writes it (`pune` → `Pune`); an unknown city is kept as given and simply matches nothing. */
export function canonicalCity(raw: string): string {
  return CITIES.find((c) => c.toLowerCase() === raw.trim().toLowerCase()) ?? raw.trim();
}

/** Parses the query string; unknown parameters are refused (400) like everywhere in /api/v1. */
export function parsePropertyList(resource: Resource, raw: Record<string, unknown>): PropertyListParams {
  const params: PropertyListParams = {
    page: integer(raw.page, 'page', 1, 1_000_000, 1),
    limit: integer(raw.limit, 'limit', 1, MAX_PROPERTY_LIMIT, DEFAULT_PROPERTY_LIMIT),
    where: {},
    sort: [],
  };
  const setMin = (n: number) => (params.minRent = Math.max(params.minRent ?? 0, n));
  const setMax = (n: number) => (params.maxRent = Math.min(params.maxRent ?? Infinity, n));
  for (const [key, value] of Object.entries(raw)) {
    const text = String((Array.isArray(value) ? value[0] : value) ?? '').trim();
    if (key === 'page' || key === 'limit' || key === 'sortBy' || IGNORED.has(key) || text === '') continue;
    if (key === 'name') params.name = text;
    else if (key === 'address' || key === 'search') params.address = text;
    else if (key === 'text') params.text = text;
    else if (key === 'city') params.city = canonicalCity(text);
    else if (key === 'roomType' || key === 'roomTypes') params.roomTypes = oneOf(text, key, ROOM_TYPES);
    else if (key === 'minRent' || key === 'expectedRentMin') setMin(amount(text, key));
    else if (key === 'maxRent' || key === 'expectedRentMax') setMax(amount(text, key));
    else if (Object.hasOwn(LISTS, key)) {
      const values = oneOf(text, key, LISTS[key]);
      params.where[key] = values.length === 1 ? values[0] : values;
    } else if (filterable(resource, key)) params.where[key] = coerce(resource, key, text);
    else throw bad(key, fillMessage(messages.request.unknownFilter, { key }));
  }
  const sortBy = typeof raw.sortBy === 'string' && raw.sortBy.trim() ? raw.sortBy : 'createdAt:desc';
  for (const part of sortBy.split(',')) {
    const [name, order = 'asc'] = part.trim().split(':');
    const field = name === '_id' ? 'createdAt' : name;
    checkSortField(resource, field);
    if (order !== 'asc' && order !== 'desc')
      throw new ApiError(400, 'invalid_sort', messages.request.sortBy, { sortBy: messages.request.sortBy });
    params.sort.push({ field, order });
  }
  return params;
}
