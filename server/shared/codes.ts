import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human reference such as NVB-2025-7KQ2M9XA (bond), CLM-2025-... (claim), NVO-2025-... (order). */
export function newCode(prefix: string, now = new Date()): string {
  const bytes = randomBytes(8);
  let tail = '';
  for (const b of bytes) tail += ALPHABET[b % 32];
  return `${prefix}-${now.getUTCFullYear()}-${tail}`;
}
