/**
 * The roles a schema's `x-access` names (which roles read a field, which write it), and the roles of a viewer.
 * One vocabulary for the API (which omits and refuses), the forms (which hide and lock) and the details views
 * (which hide): decision 045.
 */
import { type AccessRole, fieldAccess, type FieldRule } from '#generated/field-access.ts';

export type { AccessRole };
/** A field's rule as the schema states it (generated from x-access): absent lists mean "whoever may read (or write) the record". */
export type FieldAccess = FieldRule;

/** The x-access rules of a schema, by field path ('finalComment', 'claims[].status'); none: an empty table. */
export function accessRulesOf(slug: string): Readonly<Record<string, FieldAccess>> {
  return fieldAccess[slug] ?? {};
}

/** The fields of `slug` (paths as in accessRulesOf) these roles may not write; `under` keeps those of one list's items ('claims[]'), by item field. */
export function lockedFields(slug: string, roles: readonly AccessRole[], under?: string): string[] {
  const paths = Object.entries(accessRulesOf(slug))
    .filter(([, rule]) => !mayWriteField(rule, roles))
    .map(([path]) => path);
  if (under === undefined) return paths.filter((p) => !p.includes('.') && !p.includes('[]'));
  return paths
    .filter((p) => p.startsWith(`${under}.`))
    .map((p) => p.slice(under.length + 1))
    .filter((p) => !p.includes('.'));
}

/** What the rules need to know of who is asking: the server's actor and both front ends' viewers have these. */
export interface AccessViewer {
  /** Staff (the server's `internal`, the console's 'employee'). */
  internal?: boolean;
  /** A staff role whose name contains "admin" (spec 002 §6). */
  admin?: boolean;
  userType?: string;
}

const TENANT_TYPES: readonly string[] = ['tenant', 'tenantindividual'];
const LANDLORD_TYPES: readonly string[] = ['landlord', 'landlordindividual'];

/** Is this staff role an admin's? Any role whose name contains "admin" (spec 002 §6), the one definition. */
export function isAdminRole(role: string | undefined | null): boolean {
  return !!role && role.toLowerCase().includes('admin');
}

/**
 * The roles of a viewer: staff are 'staff' (admins also 'admin'); others by their account type; anonymous none.
 * 'self' (the record's owner, as its schema's x-permissions.owner names it) depends on the record: the server adds it
 * per record (engine/runtime/resources/field-access.server.ts), a screen with `withSelf` when it shows the viewer's own.
 */
export function rolesOf(viewer: AccessViewer | null | undefined): AccessRole[] {
  if (!viewer) return [];
  if (viewer.internal) return viewer.admin ? ['staff', 'admin'] : ['staff'];
  if (TENANT_TYPES.includes(viewer.userType ?? '')) return ['tenant'];
  if (LANDLORD_TYPES.includes(viewer.userType ?? '')) return ['landlord'];
  if (viewer.userType === 'partner') return ['partner'];
  return [];
}

/** The roles with 'self' added when the record shown is the viewer's own (the account area shows nothing else). */
export function withSelf(roles: readonly AccessRole[], own: boolean): AccessRole[] {
  return own && !roles.includes('self') ? [...roles, 'self'] : [...roles];
}

/** May these roles read the field? With no `read` list, yes (the record's own access decides). */
export function mayReadField(access: FieldAccess | undefined, roles: readonly AccessRole[]): boolean {
  return !access?.read || access.read.some((r) => roles.includes(r));
}

/** May these roles write the field? With no `write` list, whoever may read it; a field one may not read one may not write. */
export function mayWriteField(access: FieldAccess | undefined, roles: readonly AccessRole[]): boolean {
  if (!mayReadField(access, roles)) return false;
  return !access?.write || access.write.some((r) => roles.includes(r));
}
