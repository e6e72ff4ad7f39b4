import { createHash } from 'node:crypto';

import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { ApiError } from '../errors.ts';
import type { Row } from './hooks.server.ts';

/**
 * Optimistic concurrency for every record (issue 35): a record's version is a strong entity tag of its stored row,
 * every column as stored, so any change (through the generic operations or a domain's own SQL) gives a new one. Reads
 * of one record say it as `ETag`; an update or delete sent with `If-Match` is refused with 412 when the record has
 * changed since, with the record as it is now (decision 058).
 */
export function versionOf(row: object): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(row).sort()) {
    const value = (row as Row)[key];
    hash.update(key).update('\u0000');
    hash.update(value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null)).update('\u0001');
  }
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Does an `If-Match` header hold for the record's version? `*` holds for any record; otherwise one of the listed
 * entity tags must equal it by the strong comparison (RFC 9110 §13.1.1: a weak tag never matches).
 */
export function ifMatchHolds(header: string, version: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  return (value.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => !tag.startsWith('W/') && tag === version);
}

/** 412: the record changed since the caller read it; the answer carries it as it is now, and its version. */
export class StaleRecord extends ApiError {
  constructor(
    title: string,
    readonly current: Row,
    readonly version: string,
  ) {
    super(412, 'stale_record', fillMessage(messages.request.staleRecord, { title }));
  }

  override toJSON() {
    return { ...super.toJSON(), current: this.current, version: this.version };
  }
}

/**
 * The current version a StaleRecord carries, for the answer's `ETag`. (Not `instanceof StaleRecord`: ApiError's
 * `instanceof` holds for every ApiError, across the copies of its module.)
 */
export function staleVersion(error: unknown): string | undefined {
  const version = (error as { version?: unknown }).version;
  return error instanceof ApiError && error.code === 'stale_record' && typeof version === 'string'
    ? version
    : undefined;
}

const versions = new WeakMap<object, string>();

/** Keeps a presented record's version beside it, for the HTTP answer's ETag (`versionFor`). */
export function withVersion<T extends object>(record: T, version: string): T {
  versions.set(record, version);
  return record;
}

/** The version of a record a generic operation answered, when it knows one. */
export function versionFor(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? versions.get(record) : undefined;
}

/**
 * `shown` with the version `record` carries: a domain answer that adds to a record (names, details) keeps the stored
 * row's version, for the answer's ETag.
 */
export function withVersionOf<T extends object>(shown: T, record: unknown): T {
  const version = versionFor(record);
  return version ? withVersion(shown, version) : shown;
}

/** What a caller asks of an update or a delete: its `If-Match` header, when it sent one. */
export interface WriteConditions {
  ifMatch?: string;
}

/** Throws StaleRecord unless the caller's `If-Match` holds for the stored row. */
export function requireVersion(
  conditions: WriteConditions,
  title: string,
  stored: object,
  presentCurrent: () => Row,
): void {
  if (conditions.ifMatch === undefined) return;
  const version = versionOf(stored);
  if (!ifMatchHolds(conditions.ifMatch, version)) throw new StaleRecord(title, presentCurrent(), version);
}
