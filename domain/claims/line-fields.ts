import { type ClaimActor, mayDecideClaim } from '#domain/claims/access.ts';
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
 * Which fields a line of each kind of claim asks for (unpaid rent over a period; a notice or lock-in breach from the
 * stay's dates; damage to an item with pictures of visible damage or videos of functional damage; a utility's bills
 * over a period) is the claim schema's: each group of fields is declared under the condition on the line's type that
 * asks for it (schemas/claim.schema.json, decision 061), so the forms show and require them and the API refuses them
 * by the same rule. What stays here is who sees what.
 */

/** Fields only staff see (spec 002 §6 "Internal users see rent fields and the breach-day calculation"). */
export const STAFF_LINE_FIELDS: readonly LineField[] = ['rentAmount'];

/** Does the line's status carry an amount (approved, authorized, as configured), so that its approved amount is asked for? */
export const carriesAmount = (status?: string) => !!status && status !== 'pending' && !NO_AMOUNT_STATUSES.has(status);

const hasValue = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');

/**
 * Does a claim form show field `name` of `line` to `viewer`, among the fields the line's type asks for (the schema's
 * conditions, which the form resolves)? The decision (status, its amounts, remark) to staff: to edit for those who may
 * decide (mayDecideClaim), read-only to the other staff (their form shows where each line stands; a remark only once
 * there is one); never to landlords, whose decided lines show as summaries. Staff-only fields to staff.
 */
export function lineFieldShown(name: string, line: Line, viewer: Pick<ClaimActor, 'internal' | 'admin'>): boolean {
  if ((ADMIN_LINE_FIELDS as readonly string[]).includes(name)) {
    if (!viewer.internal) return false;
    if (name === 'remark' && !mayDecideClaim(viewer).ok) return hasValue(line.remark);
    if (name === 'approvedAmount') return carriesAmount(line.status);
    if (name === 'authAmount') return line.status === 'authorized' || hasValue(line.authAmount);
    return true;
  }
  return !(STAFF_LINE_FIELDS as readonly string[]).includes(name) || viewer.internal;
}
