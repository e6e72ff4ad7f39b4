import { BUILTIN_NAMES } from './hostile-values.ts';
import type { WireRequest } from './materialize-request.ts';

const NESTING_LIMIT = 32;

/**
 * Which hostile classes a request carries (nesting, NUL, impossible dates, inherited names, ...): how
 * findings of one operation with the same answer are told apart, and a hint for whoever fixes them.
 */
export function suspectsOf(wire: WireRequest): string[] {
  const url = decodeLoosely(wire.url);
  const body = wire.payload ?? '';
  const text = `${url}\n${body}`;
  const found: string[] = [];
  const depth = Math.max(nesting(body), nesting(url));
  if (depth > NESTING_LIMIT) found.push(`nesting ${depth} levels`);
  if (text.includes('\u0000') || text.includes('\\u0000')) found.push('NUL');
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point of this check.
  if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]|\\u00(0[1-8bcef]|1[0-9a-f])/i.test(text))
    found.push('control character');
  if (
    /[\ud800-\udfff]/.test(url.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')) ||
    /\\ud[89a-f][0-9a-f]{2}/i.test(text) ||
    /%ED%[AB][0-9A-F]/i.test(wire.url)
  )
    found.push('lone surrogate');
  if (impossibleDates(text).length) found.push(`impossible date ${impossibleDates(text)[0]}`);
  const names = BUILTIN_NAMES.filter((n) => url.split(/[/?&=]/).includes(n) || body.includes(`"${n}":`));
  if (names.length) found.push(`inherited name ${names[0]}`);
  if (
    /(^|[^\d.])(1e\+?(30[89]|3[1-9]\d|999)|2147483648|4294967296|9007199254740992|123456789012345678901234567890)/i.test(
      text,
    )
  )
    found.push('out-of-range number');
  if (body.length > 100_000 || url.length > 4_000)
    found.push(`${Math.round((body.length + url.length) / 1000)} KB request`);
  return found;
}

/** The deepest bracket nesting outside JSON strings (counted by a loop, not by parsing). */
function nesting(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return max;
}

function impossibleDates(text: string): string[] {
  return [...text.matchAll(/(?<![\d-])([+-]?\d{4,6})-(\d{1,2})-(\d{1,2})(?!\d)/g)]
    .filter(([, y, m, d]) => {
      const year = Number(y);
      const month = Number(m);
      const day = Number(d);
      return (
        year < 1 ||
        year > 9999 ||
        y.length !== 4 ||
        month < 1 ||
        month > 12 ||
        day < 1 ||
        day > new Date(Date.UTC(year, month, 0)).getUTCDate()
      );
    })
    .map(([date]) => date);
}

function decodeLoosely(url: string): string {
  return url
    .replace(/\+/g, ' ')
    .replace(/(%[0-9A-Fa-f]{2})+/g, (m) => Buffer.from(m.replace(/%/g, ''), 'hex').toString('latin1'));
}
