import { NO_AMOUNT_STATUSES } from '#domain/claims/totals.ts';
import { humanize } from '../../schema-resources/resource-meta';
import type { Line } from './claim-lines';

/** A line status as people read it: onhold is 'On hold'. */
export const statusLabel = (status: string) => (status === 'onhold' ? 'On hold' : humanize(status));

/** Lines about rent (unpaid rent, a notice or lock-in breach): staff see the rent fields and the breach-day calculation. */
export const isRentLine = (line: Line) => /rent|notice|lock|breach/i.test(line.type ?? '');
const isDamage = (line: Line) => /damage/i.test(line.type ?? '');
const isUtility = (line: Line) => /utilit/i.test(line.type ?? '');
const has = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');

/** Does the line's status carry an amount (approved, authorized, as configured), so that its approved amount is asked for? */
export const carriesAmount = (status?: string) => !!status && status !== 'pending' && !NO_AMOUNT_STATUSES.has(status);

/**
 * Which fields of a claim line the staff editor shows (002 §5, §6): the claim itself always; the decision
 * (status, its amounts, remark) to admins; rent fields on rent lines; item, damage type and pictures (visible
 * damage) or videos (functional damage) on damage lines; the utility on utility lines. A field with a value
 * always shows.
 */
export function lineFieldShown(name: string, line: Line, admin: boolean): boolean {
  switch (name) {
    case 'status':
    case 'remark':
      return admin;
    case 'approvedAmount':
      return admin && carriesAmount(line.status);
    case 'authAmount':
      return admin && (line.status === 'authorized' || has(line.authAmount));
    case 'rentAmount':
    case 'checkinDate':
    case 'checkoutDate':
      return isRentLine(line) || has(line[name]);
    case 'itemName':
    case 'chargeCategory':
    case 'damageType':
      return isDamage(line) || has(line[name]);
    case 'images':
      return (isDamage(line) && line.damageType !== 'functional') || has(line.images);
    case 'videos':
      return (isDamage(line) && line.damageType === 'functional') || has(line.videos);
    case 'utility':
      return isUtility(line) || has(line.utility);
    default:
      return true;
  }
}

/** Fields laid out across the full width of a line (text areas and uploads); the others take half. */
export const WIDE_FIELDS = new Set(['details', 'remark', 'images', 'videos', 'invoices']);
