import { type ClaimActor, mayDecideClaim } from '#domain/claims/access.ts';
import { type ClaimKind, claimKindOf } from '#domain/claims/claim-types.ts';
import { ADMIN_LINE_FIELDS } from '#domain/claims/rules.ts';
import { type Line, NO_AMOUNT_STATUSES } from '#domain/claims/totals.ts';
import type { ClaimLine } from '#generated/types/claim.ts';

/**
 * Which fields a claim line asks for (spec 002 §5, §6, §9), one table for every claim form (the staff editor, the
 * landlord's Raise Claims and Update Claim). Every line has its type, claim amount, details and invoice, and the
 * decision of the admins (ADMIN_LINE_FIELDS); the other fields belong to a kind of claim.
 */
export type LineField = keyof ClaimLine;

/**
 * The fields of each kind of claim: unpaid rent over a period; a notice or lock-in breach from the stay's dates; damage
 * to an item, with pictures (visible damage) or videos (functional damage, spec 002 §5); a utility's unpaid bills over
 * a period. The rent amount feeds the breach-day calculation of rent lines.
 */
export const KIND_LINE_FIELDS: Readonly<Record<ClaimKind, readonly LineField[]>> = {
  rent: ['from', 'to', 'dueDate', 'rentAmount'],
  breach: ['checkinDate', 'checkoutDate', 'rentAmount'],
  damage: ['itemName', 'chargeCategory', 'damageType', 'images', 'videos'],
  utilities: ['utility', 'from', 'to', 'dueDate'],
};

/** Fields only staff see (spec 002 §6 "Internal users see rent fields and the breach-day calculation"). */
export const STAFF_LINE_FIELDS: readonly LineField[] = ['rentAmount'];

const TYPE_FIELDS = new Set(Object.values(KIND_LINE_FIELDS).flat());

/** The type-specific fields a line of `type` asks for: its kind's; none before a type is chosen; all of them for a coverage of no known kind. */
export function typeFieldsOf(type: unknown): readonly LineField[] {
  if (typeof type !== 'string' || !type.trim()) return [];
  const kind = claimKindOf(type);
  return kind ? KIND_LINE_FIELDS[kind] : [...TYPE_FIELDS];
}

/** Does the line's status carry an amount (approved, authorized, as configured), so that its approved amount is asked for? */
export const carriesAmount = (status?: string) => !!status && status !== 'pending' && !NO_AMOUNT_STATUSES.has(status);

const hasValue = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');

/**
 * Does a claim form show field `name` of `line` to `viewer`? The common fields always; the decision (status, its
 * amounts, remark) to staff: to edit for those who may decide (mayDecideClaim), read-only to the other staff
 * (their form shows where each line stands; a remark only once there is one); never to landlords, whose decided
 * lines show as summaries. The selected type's own fields (images for visible damage, videos for functional
 * damage), staff-only ones to staff. A field that already has a value shows too (a line whose type changed keeps
 * its data in sight), unless it is not for this viewer.
 */
export function lineFieldShown(name: string, line: Line, viewer: Pick<ClaimActor, 'internal' | 'admin'>): boolean {
  if ((ADMIN_LINE_FIELDS as readonly string[]).includes(name)) {
    if (!viewer.internal) return false;
    if (name === 'remark' && !mayDecideClaim(viewer).ok) return hasValue(line.remark);
    if (name === 'approvedAmount') return carriesAmount(line.status);
    if (name === 'authAmount') return line.status === 'authorized' || hasValue(line.authAmount);
    return true;
  }
  if ((STAFF_LINE_FIELDS as readonly string[]).includes(name) && !viewer.internal) return false;
  if (!TYPE_FIELDS.has(name as LineField)) return true;
  const value = line[name as LineField];
  if (hasValue(value)) return true;
  if (!typeFieldsOf(line.type).includes(name as LineField)) return false;
  if (name === 'images') return line.damageType !== 'functional';
  if (name === 'videos') return line.damageType === 'functional';
  return true;
}
