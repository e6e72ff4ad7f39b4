import { adminEntries } from '#admin/schema-resources/resource-meta.ts';

/** What the Activity page filters by; empty texts mean "any". */
export interface ActivityFilter {
  actorId: string;
  resource: string;
  action: string;
  /** Calendar days (yyyy-mm-dd), both inclusive. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = { actorId: '', resource: '', action: '', from: '', to: '' };

/** The actions the trail records: the generic writes and the named operations of the domains. */
export const ACTIONS = [
  'create',
  'update',
  'delete',
  'answer',
  'release',
  'cancel',
  'renew',
  'complete',
  'credit',
  'debit',
  'accept',
  'rotateSecret',
  'disable',
];

/** The resources the console knows, by label (the trail's `resource` is their slug). */
export const RESOURCES = adminEntries
  .filter((e) => e.slug !== 'audit-entry')
  .map((e) => ({ slug: e.slug as string, label: String(e['x-admin']?.label ?? e.slug) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The admin dialect's filter for ActivityFilter (`createdAt_gte`/`_lte` bound the day range). */
export function listFilter(f: ActivityFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.actorId) out.actorId = f.actorId;
  if (f.resource) out.resource = f.resource;
  if (f.action) out.action = f.action;
  if (f.from) out.createdAt_gte = `${f.from}T00:00:00.000Z`;
  if (f.to) out.createdAt_lte = `${f.to}T23:59:59.999Z`;
  return out;
}
