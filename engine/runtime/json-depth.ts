/** How deep a request body may nest arrays and objects: far more than any schema needs. */
export const MAX_JSON_DEPTH = 32;

/**
 * Does the JSON text nest arrays and objects more than `max` levels deep? One pass over the raw text,
 * no recursion, brackets inside strings ignored: it runs before anything parses or walks the value,
 * so a body thousands of levels deep never reaches a recursive walk.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
