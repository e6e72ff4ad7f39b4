import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { isCalendarDate, isDateTime } from '../dates.ts';
import { ApiError } from '../errors.ts';
import { INT4_MAX, INT4_MIN } from '../int4.ts';
import { isId } from '../request-input.ts';
import type { Resource } from './registry.server.ts';

/** A dialect-neutral list request: both /api/v1 and /api/admin parse into this. */
export interface ListQuery {
  /** Column → exact value, or any of several values. */
  where: Record<string, unknown | unknown[]>;
  /** Column → inclusive range. */
  ranges: Record<string, { gte?: unknown; lte?: unknown }>;
  /** Text matched (case-insensitive, contains) against `searchFields`. */
  search?: { text: string; fields: string[] };
  sort: { field: string; order: 'asc' | 'desc' }[];
  offset: number;
  limit: number;
}

export const MAX_LIMIT = 200;
const SCALAR = new Set(['uuid', 'text', 'integer', 'double precision', 'boolean', 'date', 'timestamptz']);

/** The column type of `field`, undefined for anything else (`toString` and `__proto__` included). */
export function columnType(resource: Resource, field: string): string | undefined {
  return Object.hasOwn(resource.columns, field) ? resource.columns[field] : undefined;
}

/** A column that lists may filter and sort on: scalar columns only, never secrets. */
export function filterable(resource: Resource, field: string): boolean {
  return SCALAR.has(columnType(resource, field) ?? '') && !resource.writeOnly.has(field);
}

/** Converts a filter value (often a query-string text) to the column's type, or explains why it cannot. */
export function coerce(resource: Resource, field: string, value: unknown): unknown {
  const type = columnType(resource, field);
  const bad = (template: string) => {
    const message = fillMessage(template, { field });
    return new ApiError(400, 'invalid_filter', message, { [field]: message });
  };
  if (value === null) return null;
  switch (type) {
    case 'integer':
    case 'double precision': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) throw bad(messages.request.notNumber);
      if (type === 'integer' && (n < INT4_MIN || n > INT4_MAX)) {
        const message = fillMessage(messages.request.wholeNumber, { field, min: INT4_MIN, max: INT4_MAX });
        throw new ApiError(400, 'invalid_filter', message, { [field]: message });
      }
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw bad(messages.request.notBoolean);
    case 'uuid':
      if (typeof value !== 'string' || !isId(value)) throw bad(messages.request.notId);
      return value;
    case 'date':
      if (!isCalendarDate(value)) throw bad(messages.request.notDate);
      return value;
    case 'timestamptz':
      // A day (the console's date filters) means its first instant, UTC.
      if (isCalendarDate(value)) return `${value}T00:00:00.000Z`;
      if (!isDateTime(value)) throw bad(messages.request.notDateTime);
      return new Date(value.replace(' ', 'T')).toISOString();
    default:
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        throw bad(messages.request.notText);
      return String(value);
  }
}

export function checkSortField(resource: Resource, field: string): void {
  if (!filterable(resource, field)) {
    throw new ApiError(400, 'invalid_sort', fillMessage(messages.request.cannotSort, { field }), {
      sortBy: fillMessage(messages.request.cannotSort, { field }),
    });
  }
}
