/** The fast-check seed of one operation × role × attempt: filtering the run (FUZZ_ONLY) keeps every seed the same. */
export function seedOf(base: number, ...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const ch of `${base}|${parts.join('|')}`) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193);
  return hash | 0;
}
