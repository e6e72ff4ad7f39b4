/** Name conversions used by the generators. */

export function pascalCase(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^[a-z]/, (c) => c.toUpperCase());
}

export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** A readable label from a property name: `monthlyIncome` → `Monthly income`, `No_of_Bedrooms` → `No of bedrooms`. */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
