import type { UiSchema } from '@rjsf/utils';

import { mayDecideClaim } from '#domain/claims/access.ts';
import { claimTypesFor } from '#domain/claims/claim-types.ts';
import { STAFF_LINE_FIELDS } from '#domain/claims/line-fields.ts';
import {
  ADMIN_CLAIM_FIELDS,
  ADMIN_LINE_FIELDS,
  claimDateMinimum,
  dateBeforeBondMessage,
  DATES_FROM_BOND,
} from '#domain/claims/rules.ts';
import { LINE_STATUSES } from '#domain/claims/totals.ts';
import { enumChoices, shownEnum } from '#domain/format/labels.ts';
import { claimChargeCategory, utility } from '#generated/enums.ts';

import { ClaimDateWidget } from './claim-date-widget.tsx';
import { ClaimFilesWidget } from './claim-files-widget.tsx';
import { ClaimLineTemplate } from './claim-line-template.tsx';
import { CoverageWidget } from './coverage-widget.tsx';
import { DecidedLinesTemplate } from './decided-lines-template.tsx';
import { LimitedTextWidget } from './limited-text-widget.tsx';
import { statusLabel } from './line-fields.ts';
import type { ClaimTerms } from './use-claim-terms.ts';

const hidden = { 'ui:widget': 'hidden' };
const text = (rows: number) => ({ 'ui:widget': LimitedTextWidget, 'ui:options': { rows } });
const files = (kind: 'image' | 'video' | 'pdf', uploadType: string) => ({
  'ui:widget': ClaimFilesWidget,
  'ui:options': { kind, uploadType },
  'ui:help': undefined,
});
const hide = (fields: readonly string[]): UiSchema => Object.fromEntries(fields.map((f) => [f, hidden]));
/** The same fields shown, not to be changed (a line's decision to staff who may not decide). */
const readOnly = (fields: UiSchema): UiSchema =>
  Object.fromEntries(Object.entries(fields).map(([f, ui]) => [f, { ...ui, 'ui:readonly': true }]));

/**
 * Where a claim form is: the staff editor, the landlord's Raise Claims (a new claim) or Update Claim (their raised
 * claim: lines staff decided read-only in place, no line removed or reordered, since a decided line keeps its place).
 */
export type ClaimFormMode = 'staff' | 'raise' | 'update';

/**
 * Every claim form's uiSchema, from the claim's terms and the viewer in them (spec 002 §5), one for staff and
 * landlords: the claim type a select of the bond's claim types (claimTypesFor: no free text), dates no earlier than the
 * bond effective date (claimDateMinimum, the period's start saying why), the evidence uploads with their limits, text
 * limits of 400; the line's fields as its type calls for (the schema's conditions; ClaimLineTemplate asks lineFieldShown who sees which). The decision
 * (ADMIN_CLAIM_FIELDS, ADMIN_LINE_FIELDS: what the claim schema's x-access gives admins to write, i.e. statuses from
 * the configured list, amounts, remark, payments, recoveries, final comment) to change only for those who may decide
 * (mayDecideClaim); other staff see each line's decision read-only (and the settlement beside the form,
 * ClaimSettlement); rent fields only for staff.
 */
export function claimFormUi(terms: ClaimTerms, mode: ClaimFormMode): UiSchema {
  const deciding = mayDecideClaim(terms.viewer).ok;
  const minimum = claimDateMinimum(terms.bond);
  const stayDate = { 'ui:widget': ClaimDateWidget };
  // Every field the schema gives to admins only (ADMIN_LINE_FIELDS), with the widgets some of them need.
  const decisionUi: UiSchema = { status: { 'ui:enumNames': LINE_STATUSES.map(statusLabel) }, remark: text(2) };
  const decision: UiSchema = Object.fromEntries(ADMIN_LINE_FIELDS.map((f) => [f, decisionUi[f] ?? {}]));
  const line: UiSchema = {
    'ui:ObjectFieldTemplate': ClaimLineTemplate,
    // The type's own fields (the schema's conditions bring them in) between the line's amount and its evidence.
    'ui:order': ['type', 'claimAmount', 'status', 'remark', 'approvedAmount', 'authAmount', '*', 'invoices', 'details'],
    type: { 'ui:widget': CoverageWidget, 'ui:options': { coverages: claimTypesFor(terms) } },
    ...Object.fromEntries(
      DATES_FROM_BOND.map((f) => [
        f,
        {
          'ui:widget': ClaimDateWidget,
          'ui:options': { min: minimum, beforeMessage: dateBeforeBondMessage(f, terms.bond) },
        },
      ]),
    ),
    checkinDate: stayDate,
    checkoutDate: stayDate,
    chargeCategory: { 'ui:enumNames': claimChargeCategory.map((c) => shownEnum('claimChargeCategory', c)) },
    utility: { 'ui:enumNames': utility.map((u) => shownEnum('utility', u)) },
    damageType: { 'ui:enumNames': enumChoices('claim.claimLine.damageType').map((c) => c.name) },
    details: text(3),
    images: files('image', 'image'),
    videos: files('video', 'video'),
    invoices: files('pdf', 'invoice'),
    ...(deciding ? decision : terms.viewer.internal ? readOnly(decision) : hide(ADMIN_LINE_FIELDS)),
    ...(terms.viewer.internal ? {} : hide(STAFF_LINE_FIELDS)),
  };
  const dated = (items: UiSchema) => ({ items, 'ui:options': { orderable: false } });
  return {
    // The claim's people and bond are fixed by where the form was opened.
    landlordId: hidden,
    tenantId: hidden,
    bondId: hidden,
    claims:
      mode === 'update'
        ? {
            items: line,
            'ui:ArrayFieldTemplate': DecidedLinesTemplate,
            'ui:options': { orderable: false, removable: false },
          }
        : { items: line, 'ui:options': { orderable: false } },
    docs: files('pdf', 'claimdoc'),
    comment: text(3),
    ...(deciding
      ? {
          payments: dated({ paymentDate: stayDate }),
          recoveries: dated({ receiptDate: stayDate, paidAmount: hidden }),
          finalComment: text(2),
        }
      : hide(ADMIN_CLAIM_FIELDS)),
  };
}
