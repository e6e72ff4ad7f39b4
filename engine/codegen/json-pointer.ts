/** RFC 6901 JSON pointers. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + escapeToken(String(t))).join('');
}

/** The value at `pointer` inside `doc`, or undefined when any step is missing. */
export function getAtPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let node: any = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = decodeURIComponent(unescapeToken(raw));
    if (node === null || typeof node !== 'object' || !(token in node)) return undefined;
    node = node[token];
  }
  return node;
}
