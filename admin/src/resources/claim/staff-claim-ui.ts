import type { UiSchema } from '@rjsf/utils';
import { claimChargeCategory, utility } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';
import { humanize } from '../../schema-resources/resource-meta';
import { LINE_STATUSES } from '#domain/claims/totals.ts';
import { ClaimDateWidget } from './ClaimDateWidget';
import { ClaimFilesWidget } from './ClaimFilesWidget';
import { CoverageWidget } from './CoverageWidget';
import { LimitedTextWidget } from './LimitedTextWidget';
import { statusLabel } from './line-fields';
import { StaffLineTemplate } from './StaffLineTemplate';
import type { ClaimTerms } from './use-claim-terms';

const hidden = { 'ui:widget': 'hidden' };
const text = (rows: number) => ({ 'ui:widget': LimitedTextWidget, 'ui:options': { rows } });
const files = (kind: 'image' | 'video' | 'pdf', uploadType: string) => ({ 'ui:widget': ClaimFilesWidget, 'ui:options': { kind, uploadType }, 'ui:help': undefined });

/**
 * The staff claim editor's form (002 §5): claim types from the bond's product, dates no earlier than the bond's
 * effective date (the period's start says why), the evidence uploads with their limits, text limits of 400;
 * statuses from the configured list, amounts, remark, payments, recoveries and the final comment for admins.
 */
export function staffClaimUi(terms: ClaimTerms, admin: boolean): UiSchema {
  const notBefore = (beforeMessage?: string) => ({ 'ui:widget': ClaimDateWidget, 'ui:options': { min: terms.bond.bondEffectiveDate, beforeMessage } });
  const stayDate = { 'ui:widget': ClaimDateWidget };
  const line: UiSchema = {
    'ui:ObjectFieldTemplate': StaffLineTemplate,
    type: { 'ui:widget': CoverageWidget, 'ui:options': { coverages: terms.coverages.map((c) => c.name) } },
    status: admin ? { 'ui:enumNames': LINE_STATUSES.map(statusLabel) } : hidden,
    remark: admin ? text(2) : hidden,
    approvedAmount: admin ? {} : hidden,
    authAmount: admin ? {} : hidden,
    from: notBefore(messages.claim.periodBeforeBond),
    to: notBefore(),
    dueDate: notBefore(),
    checkinDate: stayDate,
    checkoutDate: stayDate,
    chargeCategory: { 'ui:enumNames': claimChargeCategory.map(humanize) },
    utility: { 'ui:enumNames': utility.map(humanize) },
    details: text(3),
    images: files('image', 'image'),
    videos: files('video', 'video'),
    invoices: files('pdf', 'invoice'),
  };
  const dated = (items: UiSchema) => ({ items, 'ui:options': { orderable: false } });
  return {
    landlordId: hidden,
    tenantId: hidden,
    bondId: hidden,
    claims: { items: line, 'ui:options': { orderable: false } },
    docs: files('pdf', 'claimdoc'),
    comment: text(3),
    payments: admin ? dated({ paymentDate: stayDate }) : hidden,
    recoveries: admin ? dated({ receiptDate: stayDate, paidAmount: hidden }) : hidden,
    finalComment: admin ? text(2) : hidden,
  };
}
