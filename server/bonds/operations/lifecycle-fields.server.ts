import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { fieldTitle } from '#engine/runtime/resources/field-titles.server.ts';
import { messages } from '#generated/messages.ts';

/**
 * Fields of a record that only their own operation may change (issue 13: no door around a rule).
 * The generic edit (/api/v1 PUT, the console's /api/admin PUT) refuses them, naming the action to use;
 * the operations write them directly, with their checks, notifications and payments.
 */
const BOND_FIELDS = new Map<string, string>([
  ['status', messages.bond.statusByAction],
  ['releaseDate', messages.bond.statusByAction],
  ['checkinDate', messages.bond.datesByAction],
  ['checkoutDate', messages.bond.datesByAction],
  ['agreement', messages.bond.datesByAction],
  ['moveInReport', messages.bond.datesByAction],
  ['tenure', messages.bond.termsByAction],
  ['bondAmount', messages.bond.termsByAction],
  ['bondFee', messages.bond.termsByAction],
  ['bondId', messages.bond.partiesFixed],
  ['tenantId', messages.bond.partiesFixed],
  ['landlordId', messages.bond.partiesFixed],
  ['propertyId', messages.bond.partiesFixed],
]);

const BOND_REQUEST_FIELDS = new Map<string, string>(
  ['type', 'userId', 'propertyId', 'landlordId', 'bondId', 'oldPropertyId'].map((field) => [
    field,
    messages.bondRequest.fieldFixed,
  ]),
);

function refuse(slug: string, rules: Map<string, string>, changes: object): void {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(changes)) {
    const template = rules.get(field);
    if (template) errors[field] = fillMessage(template, { label: fieldTitle(slug, field) });
  }
  const [first] = Object.values(errors);
  if (first) throw new ApiError(400, 'use_action', first, errors);
}

/** A generic bond edit touching a lifecycle field: 400 naming the action that changes it. */
export const refuseBondLifecycleEdit = (changes: object) => refuse('bond', BOND_FIELDS, changes);
/** A generic bond-request edit rewriting what was requested, by whom or for which property: 400. */
export const refuseBondRequestRewrite = (changes: object) => refuse('bond-request', BOND_REQUEST_FIELDS, changes);
