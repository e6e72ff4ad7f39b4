/**
 * One validation message quoted in the specification, with an input that breaks its rule.
 * The table-driven test validates `input` against `slug` and expects `message` at `path`.
 */
export interface SpecMessageRow {
  /** The message, character for character as the specification quotes it. */
  message: string;
  /** The specification document that quotes it: 000 public site, 001 account area, 002 staff area. */
  doc: '000' | '001' | '002';
  /** The schema slug whose validator must produce it. */
  slug: string;
  /** An input that breaks exactly the rule behind the message (other fields may be absent). */
  input: Record<string, unknown>;
  /** Where the message lands: a dot path (`propertyAddress.pin`, `claims.0.claimAmount`), `_form` for the whole form. */
  path: string;
}
