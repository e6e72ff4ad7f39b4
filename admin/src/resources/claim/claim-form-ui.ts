import type { UiSchema } from '@rjsf/utils';
import { DecidedLinesTemplate } from './DecidedLinesTemplate';

const hidden = { 'ui:widget': 'hidden' };
const text = (rows: number) => ({ 'ui:widget': 'textarea', 'ui:options': { rows } });

/**
 * A claim line as a landlord fills it: no status, remark or amounts of staff's (the server drops them from a
 * landlord's lines) and no rent fields (staff's breach-day calculation, 002 §6); pictures and the invoice upload.
 */
const landlordLine: UiSchema = {
  status: hidden,
  remark: hidden,
  approvedAmount: hidden,
  authAmount: hidden,
  rentAmount: hidden,
  details: text(3),
  images: { 'ui:widget': 'images' },
  invoices: { items: { 'ui:widget': 'file' }, 'ui:options': { orderable: false } },
  videos: { 'ui:options': { orderable: false } },
};

/** The claim's people and bond are fixed by where the form was opened; payments, recoveries and the final comment are staff's. */
const fixedAndStaffOnly: UiSchema = {
  landlordId: hidden,
  tenantId: hidden,
  bondId: hidden,
  payments: hidden,
  recoveries: hidden,
  finalComment: hidden,
  docs: { items: { 'ui:widget': 'file' }, 'ui:options': { orderable: false } },
  comment: text(3),
};

/** Raise Claims: the landlord's lines, any number of them up to the schema's limit. */
export const RAISE_CLAIM_UI: UiSchema = {
  ...fixedAndStaffOnly,
  claims: { items: landlordLine, 'ui:options': { orderable: false } },
};

/**
 * Update Claim: lines staff decided are shown read-only (DecidedLinesTemplate); undecided ones stay editable
 * and new lines may be added. Lines are not removed or reordered here: a decided line must keep its place.
 */
export const UPDATE_CLAIM_UI: UiSchema = {
  ...fixedAndStaffOnly,
  claims: { items: landlordLine, 'ui:ArrayFieldTemplate': DecidedLinesTemplate, 'ui:options': { orderable: false, removable: false } },
};
