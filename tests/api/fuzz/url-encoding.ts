import fc from 'fast-check';

/** A piece of URL sent exactly as written (already percent-encoded, or deliberately broken). */
export class RawUrl {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `rawUrl(${JSON.stringify(this.text.slice(0, 60))})`;
  }
}

export type UrlText = string | RawUrl;

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes every byte but the unreserved ones. Lone surrogate halves are written as their
 * three WTF-8 bytes (invalid UTF-8), as an attacker's client would; encodeURIComponent would throw.
 */
export function percentEncode(text: UrlText): string {
  if (text instanceof RawUrl) return text.text;
  let out = '';
  for (const ch of text) {
    if (ch.length === 1 && UNRESERVED.test(ch)) out += ch;
    else {
      const cp = ch.codePointAt(0)!;
      const bytes =
        cp >= 0xd800 && cp <= 0xdfff
          ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
          : [...Buffer.from(ch, 'utf8')];
      for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return out;
}

/** Broken or sneaky percent sequences. */
export const rawUrlPiece = fc
  .constantFrom(
    '%00',
    '%',
    '%zz',
    '%f',
    '%FF',
    '%C0%AE',
    '%C0%80',
    '%E0%A4',
    '%ED%A0%80',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '..',
    '.',
    '%2F',
    '%5C',
    '%25',
    '+',
    '%2B',
    '%26',
    '%3D',
    '%23',
    '%3F',
    '%0D%0A',
    '%E2%80%AE',
    '%EF%BB%BF',
  )
  .map((t) => new RawUrl(t));

/** Builds `?k=v&…` (pairs without a value are written as a bare key). */
export function queryString(pairs: [UrlText, UrlText | undefined][]): string {
  if (!pairs.length) return '';
  return `?${pairs.map(([k, v]) => (v === undefined ? percentEncode(k) : `${percentEncode(k)}=${percentEncode(v)}`)).join('&')}`;
}
