/**
 * How long a shared cache (a CDN, or the server's own page cache) may keep an answer, read from its
 * Cache-Control header the way RFC 9111 says a shared cache does: `s-maxage` (else `max-age`) is the
 * fresh lifetime, `stale-while-revalidate` how long a stale copy may still be served while a fresh one is
 * made. `private`, `no-store` and `no-cache` (and an answer with no lifetime) are never stored.
 */
export interface SharedLifetime {
  /** Seconds the copy is fresh. */
  fresh: number;
  /** Seconds after that during which the stale copy is served while it is made again. */
  staleWhileRevalidate: number;
}

export function sharedLifetime(cacheControl: string | undefined): SharedLifetime | undefined {
  if (!cacheControl) return undefined;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''));
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return undefined;
  const seconds = (name: string): number | undefined => {
    const raw = directives.get(name);
    if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
    return Number(raw);
  };
  const fresh = seconds('s-maxage') ?? seconds('max-age');
  if (!fresh) return undefined;
  return { fresh, staleWhileRevalidate: seconds('stale-while-revalidate') ?? 0 };
}
