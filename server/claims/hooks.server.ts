import { sql } from 'kysely';

import { mayChangeClaim, mayDeleteClaim, mayLandlordChange, mayRaiseClaim } from '#domain/claims/access.ts';
import { decisionLacksReason, mayLandlordChangeLines, stageStamps } from '#domain/claims/response.ts';
import {
  CLAIM_COMPUTED_FIELDS,
  claimRuleErrors,
  commentOrDefault,
  settleLines,
  uncoveredTypeErrors,
} from '#domain/claims/rules.ts';
import { claimTimeline, respondByFor } from '#domain/claims/timeline.ts';
import { claimTotals, type Line, LINE_STATUSES } from '#domain/claims/totals.ts';
import { indiaDay, shownDate } from '#domain/format/dates.ts';
import { forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import type {
  ChangesOf,
  HookContext,
  HooksBySlug,
  ResourceHooks,
  Row,
} from '#engine/runtime/resources/hooks.server.ts';
import { sameJson } from '#engine/runtime/same-json.ts';
import { bondStatus } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

import { bondLandlordId, findBond } from '../bonds/store.server.ts';
import { requireAllowed } from '../http/verdict.server.ts';
import { newCode } from '../shared/codes.ts';
import { notifyUser } from '../shared/notify.server.ts';
import { claimsOnBond, claimTypesOfBond } from './operations/claim-terms.server.ts';
import { claimLinks, noticeStages } from './operations/stage-notices.server.ts';

const IDENTITY = ['bondId', 'tenantId', 'landlordId'];

/**
 * A staff write as stored: the stages it reaches dated the first time (decidedAt, paidOutAt, recoveredAt), and the
 * write that decides the last line refused without the reason the tenant and the landlord read (finalComment).
 */
function withStageStamps<T extends object>(existing: Row, changes: T): T {
  const after = { ...existing, ...changes };
  if (decisionLacksReason(after)) throw invalid({ finalComment: messages.claim.decisionReasonRequired });
  return { ...changes, ...stageStamps(after, new Date().toISOString()) };
}

function userOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw forbidden();
  return actor;
}

/** The line rules against the bond (dates from its effective date, approved amounts within the eligible amount, types among its product's coverages). */
async function requireLineRules(
  ctx: HookContext,
  lines: Line[],
  bond: Awaited<ReturnType<typeof findBond>>,
  eligibleAmount: number,
  before: Line[] = [],
): Promise<void> {
  const errors = {
    ...claimRuleErrors(lines, {
      bondEffectiveDate: bond?.bondEffectiveDate ?? '0000-01-01',
      bondAmount: eligibleAmount,
    }),
    ...uncoveredTypeErrors(lines, await claimTypesOfBond(ctx.db, bond), before),
  };
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * Claims (spec 002 §5), one set of rules on every door (the generic operations behind /api/v1/claims, /api/admin/claim
 * and the console): who may raise (mayRaiseClaim), change (mayChangeClaim, mayLandlordChange) and delete
 * (mayDeleteClaim) a claim (deciding is the admins': the claim schema's x-access, refused by the engine on every door), and the rules of its lines, all from #domain/claims. Lists
 * take `status`: a bond status (the landlord's claims on Released bonds) or a line status.
 */
export const claimHooks: ResourceHooks<'claim'> = {
  listParams: ['status'],
  list(_ctx, query, params) {
    const status = params.status?.trim();
    if (!status) return query;
    if ((bondStatus as readonly string[]).includes(status))
      return query.where('bondId', 'in', sql`(select "id" from "bond" where "status" = ${status})`);
    if (LINE_STATUSES.includes(status))
      return query.where(sql<boolean>`"claims" @> ${JSON.stringify([{ status }])}::jsonb`);
    throw invalid({
      status: fillMessage(messages.request.oneOf, {
        field: 'status',
        values: [...bondStatus, ...LINE_STATUSES].join(', '),
      }),
    });
  },
  async beforeCreate(ctx, data) {
    const actor = userOf(ctx.actor);
    // Locked: two raises at once on one bond see each other's claim.
    const bond = await findBond(ctx.db, data.bondId, true);
    if (!bond) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
    const landlordId = await bondLandlordId(ctx.db, bond);
    requireAllowed(
      mayRaiseClaim({
        actor,
        bond: { status: bond.status, landlordId },
        claimsOnBond: actor.internal ? 0 : await claimsOnBond(ctx.db, bond.id),
      }),
    );
    if (data.tenantId !== bond.tenantId) throw invalid({ tenantId: messages.claim.tenantMismatch });
    const lines = settleLines(data.claims);
    await requireLineRules(ctx, lines, bond, bond.bondAmount);
    // The tenant is told in the same transaction (afterCreate): the response window opens now (decision 055).
    const notifiedAt = new Date().toISOString();
    return withStageStamps(
      {},
      {
        ...data,
        tenantNotifiedAt: notifiedAt,
        respondBy: respondByFor(notifiedAt),
        landlordId,
        claimNumber: newCode('CLM'),
        eligibleAmount: bond.bondAmount,
        comment: commentOrDefault(data.comment),
        claims: lines,
      },
    );
  },
  async afterCreate(ctx, row) {
    await notifyUser(ctx.db, row.tenantId, {
      type: 'claim',
      title: messages.claim.raisedTitle,
      message: fillMessage(messages.claim.raisedText, {
        claimNumber: String(row.claimNumber),
        date: shownDate(row.respondBy),
      }),
      link: claimLinks(String(row.id)).tenant,
    });
  },
  async beforeUpdate(ctx, changes, existing) {
    const actor = userOf(ctx.actor);
    requireAllowed(mayChangeClaim(actor, existing));
    if (Object.keys(changes).some((k) => IDENTITY.includes(k))) throw invalid({ bondId: messages.claim.identityFixed });
    if (!actor.internal) requireAllowed(mayLandlordChange(changes, existing, sameJson));
    if (!actor.internal && 'claims' in changes && !sameJson(changes.claims, existing.claims))
      requireAllowed(mayLandlordChangeLines(existing));
    const out: ChangesOf<'claim'> =
      'comment' in changes ? { ...changes, comment: commentOrDefault(changes.comment) } : { ...changes };
    if (!('claims' in changes)) return withStageStamps(existing, out);
    const bond = await findBond(ctx.db, existing.bondId);
    const lines = settleLines(changes.claims ?? []);
    await requireLineRules(ctx, lines, bond, existing.eligibleAmount ?? bond?.bondAmount ?? 0, existing.claims);
    return withStageStamps(existing, { ...out, claims: lines });
  },
  async afterUpdate(ctx, row, existing) {
    if (row !== existing) await noticeStages(ctx.db, row, existing);
  },
  beforeDelete(ctx, existing) {
    requireAllowed(mayDeleteClaim(userOf(ctx.actor), existing));
  },
  computed: [...CLAIM_COMPUTED_FIELDS],
  /** The list summary: amounts summed, statuses tallied, and the notice when more than the bond value is claimed. */
  present(_ctx, row) {
    const totals = claimTotals(row);
    const over = typeof row.eligibleAmount === 'number' && totals.totalClaimAmount > row.eligibleAmount;
    const { current, overdue } = claimTimeline(row, indiaDay(new Date()));
    return {
      ...row,
      ...totals,
      ...(current ? { stage: current.stage } : {}),
      overdue,
      ...(over ? { notice: messages.claim.overBondValue } : {}),
    };
  },
};

/** The claims domain's hooks. */
export const hooks: HooksBySlug = { claim: claimHooks };
