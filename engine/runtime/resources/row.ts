/** A stored record as the engine handles it generically: column name → value. */
export type Row = Record<string, unknown>;
