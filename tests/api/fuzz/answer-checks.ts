/** The parts of an answer the checks read. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Text that only a stack trace, a query or a database driver writes. */
export const LEAK_PATTERNS = [
  '    at ',
  '.ts:',
  'node_modules',
  'SELECT ',
  'INSERT INTO',
  'UPDATE "',
  'DELETE FROM',
  'syntax error at',
  'invalid byte sequence',
  'violates',
  'relation "',
  'column "',
  'out of range',
  'invalid input syntax',
  'null value in column',
  'duplicate key value',
  'Maximum call stack',
  'RangeError',
  'TypeError',
  'SyntaxError: ',
  'ReferenceError',
  'Cannot read propert',
  'is not a function',
  'undefined is not',
  'PGlite',
  'kysely',
] as const;

/** A broken property of one answer: `cause` names the defect class (reports group by operation and cause). */
export interface Violation {
  cause: string;
  detail: string;
}

/**
 * The properties every answer must have, whatever was sent: no 5xx (but 503 `provider_unavailable`,
 * a documented answer when no Aadhaar or credit-bureau provider is configured), every 4xx JSON answer
 * is `{code: string, message: string}`, and no body shows a stack trace, SQL or a driver's message
 * that the request itself did not contain (an echoed field is not a leak).
 */
export function checkAnswer(answer: Answer, requestText: string): Violation | undefined {
  const { statusCode, body } = answer;
  const json = String(answer.headers['content-type'] ?? '').includes('json') ? parse(body) : undefined;
  if (statusCode >= 500) {
    if (statusCode === 503 && json?.value?.code === 'provider_unavailable') return leak(body, requestText);
    const code = typeof json?.value?.code === 'string' ? ` ${json.value.code}` : '';
    return { cause: `${statusCode}${code}`, detail: body.slice(0, 300) };
  }
  if (statusCode >= 400 && json) {
    if (!json.ok) return { cause: `${statusCode} with a body that is not JSON`, detail: body.slice(0, 300) };
    const v = json.value;
    if (!v || typeof v !== 'object' || typeof v.code !== 'string' || typeof v.message !== 'string')
      return { cause: `${statusCode} without {code, message}`, detail: body.slice(0, 300) };
  }
  return leak(body, requestText);
}

function leak(body: string, requestText: string): Violation | undefined {
  const texts = body.includes('\\"') ? [body, body.replace(/\\"/g, '"')] : [body];
  for (const pattern of LEAK_PATTERNS) {
    if (requestText.includes(pattern)) continue;
    for (const text of texts) {
      const at = text.indexOf(pattern);
      if (at >= 0)
        return { cause: `body shows "${pattern.trim()}"`, detail: text.slice(Math.max(0, at - 120), at + 180) };
    }
  }
  return undefined;
}

function parse(body: string): { ok: boolean; value?: any } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** Everything the request said, decoded as the server decodes it, so an echoed text is not taken for a leak. */
export function requestTextOf(request: { url: string; headers: Record<string, string>; payload?: string }): string {
  const decoded = request.url.replace(/(%[0-9A-Fa-f]{2})+/g, (m) =>
    Buffer.from(m.replace(/%/g, ''), 'hex').toString('utf8'),
  );
  return [
    request.url,
    decoded,
    decoded.replace(/\+/g, ' '),
    unescapeQuotes(request.payload ?? ''),
    ...Object.values(request.headers),
  ].join('\n');
}

/** JSON writes `relation "x"` as `relation \"x\"`: the patterns are matched on both. */
function unescapeQuotes(text: string): string {
  return text.includes('\\"') ? `${text}\n${text.replace(/\\"/g, '"')}` : text;
}
