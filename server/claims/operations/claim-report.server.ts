import type { Kysely } from 'kysely';

import { claimTotals, type Line } from '#domain/claims/totals.ts';
import { moneyFor } from '#domain/format/audience.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import type { Amount } from '#domain/format/money.ts';
import { notFound } from '#engine/runtime/errors.ts';
import { asId } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import type { ClaimPayment, ClaimRecovery } from '#generated/types/claim.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { type PdfLine, textPdf } from '#server/shared/pdf.server.ts';

/** A document's amounts: rupees and paise, whoever reads it (spec 001 §9: PDFs as the customers' screens). */
const rupees = (amount: Amount) => moneyFor('customer', amount);
const status = (s: string | undefined) => shownEnum('claimLineStatus', s ?? 'pending');

/** What the report answers: the PDF and the name it is saved under (nivaas-claim-<claim number>.pdf). */
export interface ClaimReport {
  pdf: Buffer;
  filename: string;
}

/**
 * GET /claims/report/{id}: the claim as a PDF for staff, its landlord and its tenant: amounts in rupees and paise,
 * dates DD/MM/YYYY, statuses and damage types by their titles.
 */
export async function claimReportPdf(db: Kysely<Database>, actor: Actor, id: string): Promise<ClaimReport> {
  const user = requireUser(actor);
  const claim = await db.selectFrom('claim').selectAll().where('id', '=', asId(id)).executeTakeFirst();
  if (!claim || !(user.internal || claim.landlordId === user.id || claim.tenantId === user.id))
    throw notFound(messages.labels.claim);
  const [tenant, landlord, bond] = await Promise.all([
    db.selectFrom('user').select(['name', 'email']).where('id', '=', claim.tenantId).executeTakeFirst(),
    db.selectFrom('user').select(['name', 'email']).where('id', '=', claim.landlordId).executeTakeFirst(),
    db
      .selectFrom('bond')
      .select(['bondId', 'bondAmount', 'bondEffectiveDate', 'status'])
      .where('id', '=', claim.bondId)
      .executeTakeFirst(),
  ]);
  const totals = claimTotals(claim);
  const lines: Line[] = claim.claims ?? [];
  const payments: ClaimPayment[] = claim.payments ?? [];
  const recoveries: ClaimRecovery[] = claim.recoveries ?? [];
  const text: PdfLine[] = [
    `Claim number: ${claim.claimNumber ?? ''}    Raised on: ${shownDate(claim.createdAt)}`,
    `Tenant: ${tenant?.name ?? ''} (${tenant?.email ?? ''})`,
    `Landlord: ${landlord?.name ?? ''} (${landlord?.email ?? ''})`,
    `Bond: ${bond?.bondId ?? ''}  ${bond?.status ?? ''}  value ${rupees(bond?.bondAmount ?? 0)}  effective ${shownDate(bond?.bondEffectiveDate)}`,
    `Eligible amount: ${rupees(claim.eligibleAmount ?? 0)}`,
    '',
    'Claim lines',
    ...lines.flatMap((l, i) => [
      {
        text:
          `${i + 1}. ${l.type ?? ''}: claimed ${rupees(l.claimAmount ?? 0)}, status ${status(l.status)}` +
          (typeof l.approvedAmount === 'number' ? `, approved ${rupees(l.approvedAmount)}` : '') +
          (typeof l.authAmount === 'number' ? `, authorized ${rupees(l.authAmount)}` : ''),
        bookmark: `${i + 1}. ${l.type ?? ''}`,
      },
      ...(l.from || l.to ? [`    period ${shownDate(l.from)} to ${shownDate(l.to)}`] : []),
      ...(l.damageType || l.itemName
        ? [
            `    ${[l.itemName, l.damageType && `${shownEnum('claim.claimLine.damageType', l.damageType)} damage`].filter(Boolean).join(', ')}`,
          ]
        : []),
      ...(l.images?.length || l.videos?.length || l.invoices?.length
        ? [
            `    evidence: ${l.images?.length ?? 0} image(s), ${l.videos?.length ?? 0} video(s), ${l.invoices?.length ?? 0} invoice(s)`,
          ]
        : []),
      ...(l.remark ? [`    remark: ${l.remark}`] : []),
    ]),
    ...(payments.length
      ? [
          '',
          'Payments to the landlord',
          ...payments.map(
            (p) =>
              `    ${shownDate(p.paymentDate)}  ${rupees(p.authAmount)}  UTR/cheque ${p.utr_checkNumber}${p.Bank ? `  ${p.Bank}` : ''}`,
          ),
        ]
      : []),
    ...(recoveries.length
      ? [
          '',
          'Recoveries from the tenant',
          ...recoveries.map(
            (r) =>
              `    ${shownDate(r.receiptDate)}  ${rupees(r.receiptAmount)}  UTR/cheque ${r.utr_checkNumber}${r.Bank ? `  ${r.Bank}` : ''}`,
          ),
        ]
      : []),
    '',
    `Total claimed ${rupees(totals.totalClaimAmount)}, approved ${rupees(totals.totalApprovedAmount)}, authorized ${rupees(totals.totalAuthAmount)}`,
    `Paid to landlord ${rupees(totals.totalPaid)}, recovered from tenant ${rupees(totals.totalRecovered)}`,
    `Comment: ${claim.comment ?? messages.claim.noComment}`,
    ...(claim.finalComment ? [`Final comment: ${claim.finalComment}`] : []),
  ];
  const pdf = await textPdf(`${BRAND} claim report`, text);
  return { pdf, filename: `nivaas-claim-${(claim.claimNumber ?? claim.id).replace(/[^A-Za-z0-9-]/g, '_')}.pdf` };
}
