import { humanize } from '#admin/schema-resources/resource-meta.ts';
import type { Permissions } from '#admin/session/auth-provider.ts';
import type { AuditEntry } from '#generated/types/audit-entry.ts';

/** An audit entry as the console reads it (GET /api/admin/audit-entry). */
export type AuditRecord = AuditEntry & { id: string };

/** Staff read the trail with the audit module in their role (the server's rule, server/audit/hooks.server.ts). */
export function mayReadTrail(permissions: Permissions | undefined): boolean {
  return !!permissions && Object.hasOwn(permissions, 'audit');
}

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** The fields an entry changed, in order, each with its value before and after (absent on one side for a creation or a deletion). */
export function fieldChanges(entry: Pick<AuditRecord, 'before' | 'after'>): FieldChange[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value's text as one short line: at most 120 characters. */
export function shortText(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** How the actor signed in, for people. */
export function viaLabel(via: string | undefined): string {
  switch (via) {
    case 'apiToken':
      return 'API token';
    case 'visitorSession':
      return 'visitor code';
    case 'anonymous':
      return 'not signed in';
    case 'system':
      return 'system';
    default:
      return 'session';
  }
}

/** `release` → Release, `rotateSecret` → Rotate Secret. */
export const actionLabel = (action: string | undefined) => humanize(action ?? '');
