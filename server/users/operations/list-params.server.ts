import { isCalendarDate } from '#engine/runtime/dates.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { MAX_LIMIT } from '#engine/runtime/resources/list-query.ts';
import { bondStatus } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import type { Property } from '#generated/types/property.ts';
import type { User } from '#generated/types/user.ts';

/** GET /users query: userType, page, limit, sortBy and one optional filter at a time (spec 002 §7). */
export interface UserListParams {
  userType?: User['userType'];
  page: number;
  limit: number;
  sort: { field: 'createdAt' | 'name' | 'email'; order: 'asc' | 'desc' };
  name?: string;
  email?: string;
  phone?: string;
  from?: string;
  to?: string;
  eligibility?: NonNullable<Eligibility['status']>;
  /** A bond status of the tenant's latest bond, or None (no bond). */
  bondStatus?: (typeof bondStatus)[number] | 'None';
  propertyStatus?: NonNullable<Property['status']>;
}

const USER_TYPES = [
  'tenant',
  'landlord',
  'internal',
  'partner',
  'tenantindividual',
  'landlordindividual',
] as const satisfies readonly User['userType'][];
const ELIGIBILITY = [
  'requested',
  'eligible',
  'basiceligible',
  'ineligible',
  'none',
] as const satisfies readonly NonNullable<Eligibility['status']>[];
const PROPERTY_STATUS = [
  'active',
  'inactive',
  'occupied',
  'pending-verification',
] as const satisfies readonly NonNullable<Property['status']>[];
const TEXT_FILTERS = ['name', 'email', 'phone'] as const;
const KNOWN = new Set([
  'userType',
  'page',
  'limit',
  'sortBy',
  ...TEXT_FILTERS,
  'from',
  'to',
  'eligibility',
  'bondStatus',
  'bondstatus',
  'propertyStatus',
]);

const bad = (field: string, message: string) => new ApiError(400, 'invalid_filter', message, { [field]: message });

/** The one value of a list parameter, matched without regard to case against `allowed`. */
function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const hit = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (!hit) throw bad(field, fillMessage(messages.request.oneOf, { field, values: allowed.join(', ') }));
  return hit;
}

function whole(field: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw bad(field, fillMessage(messages.request.wholeNumber, { field, min, max }));
  return n;
}

function day(field: string, value: string): string {
  if (!isCalendarDate(value)) throw bad(field, fillMessage(messages.request.notDate, { field }));
  return value;
}

/** Checks every parameter (unknown ones are refused with 400, as on every /api/v1 list). */
export function parseUserListParams(raw: Record<string, unknown>): UserListParams {
  const q: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN.has(key)) throw bad(key, fillMessage(messages.request.unknownFilter, { key }));
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text !== null && String(text).trim() !== '') q[key] = String(text).trim();
  }
  const params: UserListParams = {
    page: whole('page', q.page, 1, 1_000_000, 1),
    limit: whole('limit', q.limit, 1, MAX_LIMIT, 10),
    sort: { field: 'createdAt', order: 'desc' },
  };
  if (q.userType) params.userType = q.userType === 'employee' ? 'internal' : oneOf('userType', q.userType, USER_TYPES);
  if (q.sortBy) {
    const [field, order = 'asc'] = q.sortBy.split(':');
    const f = field === '_id' ? 'createdAt' : field;
    if ((f !== 'createdAt' && f !== 'name' && f !== 'email') || (order !== 'asc' && order !== 'desc'))
      throw bad('sortBy', messages.users.sortBy);
    params.sort = { field: f, order };
  }
  for (const f of TEXT_FILTERS) if (q[f]) params[f] = q[f].slice(0, 200);
  if (q.from) params.from = day('from', q.from);
  if (q.to) params.to = day('to', q.to);
  if (q.eligibility) params.eligibility = oneOf('eligibility', q.eligibility, ELIGIBILITY);
  const bond = q.bondStatus ?? q.bondstatus;
  if (bond) params.bondStatus = oneOf('bondStatus', bond, [...bondStatus, 'None' as const]);
  if (q.propertyStatus) params.propertyStatus = oneOf('propertyStatus', q.propertyStatus, PROPERTY_STATUS);
  return params;
}
