import { type City, city as CITIES } from '#generated/enums.ts';

/**
 * Where a PIN code is: the first digits of the postal codes of the nine cities Nivaas serves (the
 * longest matching prefix wins). Codes elsewhere are not served and answer 'Invalid Pin Code'.
 */
const PREFIXES: [prefix: string, city: City, state: string][] = [
  ['110', 'Delhi', 'Delhi'],
  ['1220', 'Gurugram', 'Haryana'],
  ['2013', 'Noida', 'Uttar Pradesh'],
  ['2010', 'Ghaziabad', 'Uttar Pradesh'],
  ['400', 'Mumbai', 'Maharashtra'],
  ['411', 'Pune', 'Maharashtra'],
  ['412', 'Pune', 'Maharashtra'],
  ['560', 'Bengaluru', 'Karnataka'],
  ['500', 'Hyderabad', 'Telangana'],
  ['324', 'Kota', 'Rajasthan'],
];

export function lookupPin(pin: string): { pin: string; city: City; state: string } | undefined {
  if (!/^[0-9]{6}$/.test(pin)) return undefined;
  const match = PREFIXES.filter(([prefix]) => pin.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  return match ? { pin, city: match[1], state: match[2] } : undefined;
}

/** Every city of the enum has a prefix (checked by the tests). */
export const CITIES_WITH_PINS = [...new Set(PREFIXES.map(([, c]) => c))].sort();
export const ALL_CITIES = [...CITIES].sort();
