/** The acronyms written in capitals in a college's name (spec 000 §2 Routes, /college-dekho/:college). */
const ACRONYMS = new Set(['iit', 'nit', 'bits', 'iiit', 'iim', 'aiims', 'jnu', 'du', 'bhu', 'dtu', 'nsit', 'igdtuw']);

/**
 * The college's name as the page shows it: the slug's hyphen-separated words capitalised, the listed
 * acronyms upper-cased ("iit-delhi" → "IIT Delhi", "bits-pilani-hyderabad" → "BITS Pilani Hyderabad").
 */
export function collegeName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLowerCase();
      return ACRONYMS.has(lower) ? lower.toUpperCase() : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
