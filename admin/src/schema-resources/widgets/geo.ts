/** The two fields of a point on the map in one object: those whose x-ui widget is 'latitude' and 'longitude'. */
export interface GeoPair {
  latitude: string;
  longitude: string;
}

type Node = Record<string, any>;

/** The latitude and longitude fields among `names` of `schema`, when it has both. */
export function geoPairOf(schema: Node, names: readonly string[]): GeoPair | undefined {
  const find = (widget: string) => names.find((n) => schema.properties?.[n]?.['x-ui']?.widget === widget);
  const latitude = find('latitude');
  const longitude = find('longitude');
  return latitude && longitude ? { latitude, longitude } : undefined;
}

/** A coordinate as stored: decimal degrees to 6 places (about 10 cm), as a position reading gives them. */
export function roundedDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Is this a point on Earth (latitude -90..90, longitude -180..180)? */
export function isPoint(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The point on OpenStreetMap, marked (opens in a new tab). */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
