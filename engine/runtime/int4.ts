/** What a PostgreSQL `integer` column (int4) holds: the schemas' `type: integer` fields are stored in one. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
