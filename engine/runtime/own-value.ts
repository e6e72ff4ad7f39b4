/**
 * `map[key]` for a key that comes from a request: only the map's own entries, never what every object
 * inherits (`toString`, `constructor`, `__proto__`, `hasOwnProperty`, `valueOf`...).
 */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
