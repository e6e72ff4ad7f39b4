/** The keywords a model schema may use besides the engine's x- keywords. */
export const DRAFT7_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'readOnly',
  'writeOnly',
  'examples',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'additionalItems',
  'items',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'additionalProperties',
  'definitions',
  'properties',
  'patternProperties',
  'dependencies',
  // 2019-09's spelling of `dependencies`, turned into if/then by the generator (conditions.ts)
  'dependentRequired',
  'dependentSchemas',
  'propertyNames',
  'const',
  'enum',
  'type',
  'format',
  'contentMediaType',
  'contentEncoding',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  // ajv-errors: the specification's messages
  'errorMessage',
]);

/** x- keywords by where they may stand. Their values are described by meta/x-keywords.schema.json. */
export const ROOT_X_KEYWORDS = ['x-db', 'x-admin', 'x-permissions', 'x-ui', 'x-api', 'x-writes'];
export const PROPERTY_X_KEYWORDS = ['x-db', 'x-ref', 'x-ui', 'x-groups', 'x-enumTitles', 'x-access'];

/** Edit distance, to suggest the keyword a typo meant. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestScore) [best, bestScore] = [c, d];
  }
  return bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
