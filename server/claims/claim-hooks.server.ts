import { sql } from 'kysely';
import { bondStatus } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import type { ChangesOf, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { newCode } from '../catalogue/codes.ts';
import { notifyUser } from '../catalogue/notify.server.ts';
import { bondLandlordId, findBond } from '../bonds/bond-store.server.ts';
import { ADMIN_CLAIM_FIELDS, adminOnlyChanges, CLAIM_COMPUTED_FIELDS, claimRuleErrors, commentOrDefault, landlordLine, settleLines, uncoveredTypeErrors } from '#domain/claims/rules.ts';
import { coverageNames } from './claim-terms.server.ts';
import { claimTotals, LINE_STATUSES, type Line } from '#domain/claims/totals.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { sameJson } from '#engine/runtime/same-json.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';

const IDENTITY = ['bondId', 'tenantId', 'landlordId'];

/**
 * Staff who are not admins may edit a claim's lines and documents, not decide them (002 §5): refused on every path.
 * A new claim is the change of nothing (`existing` empty).
 */
function refuseUnlessAdmin(actor: Actor, changes: ChangesOf<'claim'>, existing: ChangesOf<'claim'>): void {
  if (actor.kind !== 'user' || !actor.internal || actor.admin) return;
  const touched = adminOnlyChanges(changes, existing, sameJson);
  if (touched.length) throw forbidden(fillMessage(messages.claim.onlyAdminDecides, { fields: touched.join('; ') }));
}

/**
 * Claims (002 §5): landlords raise one claim on their tenant's Active bond; staff may add more (also on a
 * released bond) and decide the lines. Lists take `status`: a bond status (the landlord's claims on
 * Released bonds) or a line status.
 */
export const claimHooks: ResourceHooks<'claim'> = {
  listParams: ['status'],
  list(_ctx, query, params) {
    const status = params.status?.trim();
    if (!status) return query;
    if ((bondStatus as readonly string[]).includes(status)) return query.where('bondId', 'in', sql`(select "id" from "bond" where "status" = ${status})`);
    if (LINE_STATUSES.includes(status)) return query.where(sql<boolean>`"claims" @> ${JSON.stringify([{ status }])}::jsonb`);
    throw invalid({ status: fillMessage(messages.request.oneOf, { field: 'status', values: [...bondStatus, ...LINE_STATUSES].join(', ') }) });
  },
  async beforeCreate(ctx, data) {
    const actor = ctx.actor;
    if (actor.kind !== 'user') throw forbidden();
    const bond = await findBond(ctx.db, data.bondId);
    if (!bond) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
    const landlordId = await bondLandlordId(ctx.db, bond);
    if (!actor.internal) {
      if (landlordId !== actor.id) throw forbidden(messages.claim.landlordsOwnBonds);
      if (bond.status !== 'Active') throw new ApiError(409, 'bond_not_active', messages.claim.onlyActiveBond);
      const earlier = await ctx.db.selectFrom('claim').select('id').where('bondId', '=', bond.id).executeTakeFirst();
      if (earlier) throw new ApiError(409, 'claim_exists', messages.claim.alreadyRaised);
    } else if (bond.status !== 'Active' && bond.status !== 'Released') {
      throw new ApiError(409, 'bond_not_active', messages.claim.onlyActiveOrReleased);
    }
    refuseUnlessAdmin(actor, data, {});
    if (data.tenantId !== bond.tenantId) throw invalid({ tenantId: messages.claim.tenantMismatch });
    let lines: Line[] = data.claims;
    const out = { ...data, landlordId, claimNumber: newCode('CLM'), eligibleAmount: bond.bondAmount, comment: commentOrDefault(data.comment) };
    if (!actor.internal) {
      lines = lines.map(landlordLine);
      for (const k of ADMIN_CLAIM_FIELDS) delete out[k];
    }
    lines = settleLines(lines);
    // Staff pick the type among the product's coverages (the landlord's form takes it as written).
    const errors = { ...claimRuleErrors(lines, bond), ...(actor.internal ? uncoveredTypeErrors(lines, await coverageNames(ctx.db, bond)) : {}) };
    if (Object.keys(errors).length) throw invalid(errors);
    return { ...out, claims: lines };
  },
  async afterCreate(ctx, row) {
    await notifyUser(ctx.db, row.tenantId, { type: 'claim', title: messages.claim.raisedTitle, message: fillMessage(messages.claim.raisedText, { claimNumber: String(row.claimNumber) }), link: '/home/dashboard' });
  },
  async beforeUpdate(ctx, changes, existing) {
    if (Object.keys(changes).some((k) => IDENTITY.includes(k))) throw invalid({ bondId: messages.claim.identityFixed });
    refuseUnlessAdmin(ctx.actor, changes, existing);
    const out = 'comment' in changes ? { ...changes, comment: commentOrDefault(changes.comment) } : { ...changes };
    if (!('claims' in changes)) return out;
    const bond = await findBond(ctx.db, existing.bondId);
    const lines = settleLines(changes.claims ?? []);
    const errors = {
      ...claimRuleErrors(lines, { bondEffectiveDate: bond?.bondEffectiveDate ?? '0000-01-01', bondAmount: existing.eligibleAmount ?? bond?.bondAmount ?? 0 }),
      ...uncoveredTypeErrors(lines, await coverageNames(ctx.db, bond), existing.claims),
    };
    if (Object.keys(errors).length) throw invalid(errors);
    return { ...out, claims: lines };
  },
  computed: [...CLAIM_COMPUTED_FIELDS],
  /** The list summary: amounts summed, statuses tallied, and the notice when more than the bond value is claimed. */
  present(_ctx, row) {
    const totals = claimTotals(row);
    const over = typeof row.eligibleAmount === 'number' && totals.totalClaimAmount > row.eligibleAmount;
    return { ...row, ...totals, ...(over ? { notice: messages.claim.overBondValue } : {}) };
  },
};
