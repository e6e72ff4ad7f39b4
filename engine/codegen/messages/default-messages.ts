/**
 * The engine's messages for a field that has none of its own. The first four are the generic admin
 * messages of the specification (spec 002 §5), word for word; the others follow their style.
 * `{label}` is the field's title.
 */
export const DEFAULT_MESSAGES = {
  required: '{label} is required!',
  email: '{label} is not a valid email!',
  number: '{label} is not a valid number!',
  range: '{label} must be between {min} and {max}',
  atLeast: '{label} must be at least {min}',
  atMost: '{label} must be at most {max}',
  moreThan: '{label} must be more than {min}',
  lessThan: '{label} must be less than {max}',
  multipleOf: '{label} must be a multiple of {step}',
  text: '{label} must be text',
  boolean: '{label} must be true or false',
  list: '{label} must be a list',
  object: '{label} must be a group of fields',
  nullable: '{label} has the wrong type',
  lengthExactly: '{label} must be exactly {min} characters',
  lengthBetween: '{label} must be between {min} and {max} characters',
  lengthAtLeast: '{label} must be at least {min} characters',
  lengthAtMost: '{label} must be at most {max} characters',
  pattern: '{label} is not in the right format',
  oneOfValues: '{label} must be one of: {values}',
  notAllowedValue: '{label} is not one of the allowed values',
  constant: '{label} must be {value}',
  ticked: '{label} must be ticked',
  sameAs: '{label} does not match',
  itemsAtLeast: '{label} needs at least {min} item(s)',
  itemsAtMost: '{label} allows at most {max} item(s)',
  uniqueItems: '{label} has the same item twice',
  date: '{label} must be a date (YYYY-MM-DD)',
  dateTime: '{label} must be a date and time',
  time: '{label} must be a time (HH:mm)',
  uri: '{label} must be a valid web address',
  uuid: '{label} must be a valid id',
  format: '{label} is not in the expected format',
  unknownField: 'Unknown field: not part of {label}',
  noMatch: '{label} does not match any allowed form',
} as const;

export type DefaultMessageKey = keyof typeof DEFAULT_MESSAGES;

/** Fills `{name}` placeholders. ajv-errors reads `${...}` as a template, so a stray `$` is escaped. */
export function fill(key: DefaultMessageKey, vars: Record<string, string | number>): string {
  return DEFAULT_MESSAGES[key]
    .replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`))
    .replace(/\$\{/g, '$ {');
}
