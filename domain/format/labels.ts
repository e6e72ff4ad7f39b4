import { type EnumName, enumTitles } from '#generated/enums.ts';

/**
 * An enum value as a person reads it: the title its schema gives it (x-enumTitles), generated, never mapped
 * by hand per screen. `shownEnum('document.docType', 'OFFER_LETTER')` → 'Offer Letter'. A value the enum does
 * not know is shown as it is; a missing one is '' (each screen shows its own '—').
 */
export function shownEnum(name: EnumName, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const titles: Readonly<Record<string, string>> = enumTitles[name];
  return titles[value] ?? value;
}

/** The values of an enum with their titles, in the schema's order: the choices of a pick-list or a filter. */
export function enumChoices(name: EnumName): { id: string; name: string }[] {
  return Object.entries(enumTitles[name] as Readonly<Record<string, string>>).map(([id, title]) => ({
    id,
    name: title,
  }));
}

/**
 * A name the data keeps as an identifier (a role such as `financeHead`, `admin`), as a person reads it: words
 * split at capitals, dashes and underscores, each capitalised ('Finance Head', 'Admin').
 */
export function shownName(identifier: string | null | undefined): string {
  if (!identifier) return '';
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
