import { sql, type RawBuilder } from 'kysely';

/** A value for a jsonb column: drivers would turn a JS array into a PostgreSQL array, so send JSON text. */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}
