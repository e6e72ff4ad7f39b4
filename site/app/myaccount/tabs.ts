import { msg } from '#engine/runtime/i18n/translator.ts';

/**
 * The dashboard's tabs (spec 000 §2 Visitor dashboard, §4 Dashboard tabs). The tab is kept in the address
 * (`?tabName=`), so links open a tab and Back returns to the previous one; no tabName is the default tab.
 */
export type TabId = 'shortlist' | 'visits' | 'profile';

export interface Tab {
  id: TabId;
  /** The sidebar entry (the spec's spelling, "Scheduled Visists" included), in English: shown through `t`. */
  label: string;
  /** The value of `tabName` in the address; undefined for the default tab. */
  tabName?: string;
}

export const TABS: readonly Tab[] = [
  { id: 'shortlist', label: msg('Shortlisted Properties') },
  { id: 'visits', label: msg('Scheduled Visists'), tabName: 'Scheduled_Visits' },
  { id: 'profile', label: msg('Profile'), tabName: 'Profile' },
];

const fold = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** The tab an address asks for: `Scheduled_Visits` (any case, spaces or dashes) or `Profile`; otherwise the shortlist. */
export function tabFromSearch(params: URLSearchParams): TabId {
  const raw = params.get('tabName');
  if (!raw) return 'shortlist';
  const f = fold(raw);
  if (f === 'scheduledvisits' || f === 'scheduledvisists' || f === 'visits') return 'visits';
  if (f === 'profile') return 'profile';
  return 'shortlist';
}

export const tabHref = (tab: Tab): string => (tab.tabName ? `/myaccount?tabName=${tab.tabName}` : '/myaccount');

export const tabOf = (id: TabId): Tab => TABS.find((t) => t.id === id) ?? TABS[0];
