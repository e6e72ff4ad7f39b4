import { isLiveBond } from '#domain/bonds/status.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { sameJson } from '#engine/runtime/same-json.ts';
import { messages } from '#generated/messages.ts';
import type { Inspection } from '#generated/types/inspection.ts';

import { newCode } from '../shared/codes.ts';
import { consoleInspectionLink, TENANT_LINKS } from '../shared/links.ts';
import { notifyUser } from '../shared/notify.server.ts';
import { announceBondRequest, prepareBondRequest } from './operations/bond-request-create.server.ts';
import {
  afterDecision,
  checkAnswerer,
  checkDecision,
  isRequestLandlord,
} from './operations/bond-request-decide.server.ts';
import { refuseBondLifecycleEdit, refuseBondRequestRewrite } from './operations/lifecycle-fields.server.ts';
import { bondLandlordId, findBond } from './store.server.ts';

/**
 * A bond written through the generic routes (the console) gets its code, its property's landlord and a
 * status, like one bought; a generic edit cannot change what its operations own.
 */
export const bondHooks: ResourceHooks<'bond'> = {
  async beforeCreate(ctx, data) {
    const property = await ctx.db
      .selectFrom('property')
      .select('landlordId')
      .where('id', '=', data.propertyId)
      .executeTakeFirst();
    if (!property) throw invalid({ propertyId: notFoundMessage(messages.labels.property) });
    return {
      ...data,
      bondId: newCode('NVB'),
      landlordId: property.landlordId,
      status: data.status ?? 'Pending-Check-in',
    };
  },
  // Status, dates and terms change through release, Update Dates and Renew, never a plain edit.
  beforeUpdate: (_ctx, changes) => refuseBondLifecycleEdit(changes),
};

/** The request rules hold for every writer: /api/v1 routes and the staff console alike. */
export const bondRequestHooks: ResourceHooks<'bond-request'> = {
  beforeCreate: (ctx, data) => prepareBondRequest(ctx.db, ctx.actor, data),
  afterCreate: (ctx, row) => announceBondRequest(ctx.db, row),
  beforeUpdate: async (ctx, changes, existing) => {
    refuseBondRequestRewrite(changes);
    const userId = ctx.actor.kind === 'user' ? ctx.actor.id : undefined;
    if (changes.status !== undefined && changes.status !== existing.status)
      checkAnswerer(existing, changes, await isRequestLandlord(ctx.db, userId, existing));
    return checkDecision(ctx.db, existing, changes);
  },
  afterUpdate: (ctx, row, existing) => afterDecision(ctx.db, row, existing),
};

/** What the tenant's move-in button reads once a report exists (spec 001 §4); the answer to a second report. */
export const REPORT_SUBMITTED = messages.inspection.reportSubmitted;

type Amenity = Inspection['amenities'][number];
const withoutRemarks = (items: readonly Amenity[] | null | undefined) =>
  (items ?? []).map(({ landlordRemark: _r, ...rest }) => rest);
const IDENTITY = ['bondId', 'propertyId', 'tenantId', 'landlordId'];

/**
 * Move-in reports: the tenant of a live bond submits one per bond (pending), each item answered (count and
 * condition: the schema assumes neither); the landlord adds a remark
 * per item and a comment and resolves it; the tenant may correct it only while it is pending.
 */
export const inspectionHooks: ResourceHooks<'inspection'> = {
  async beforeCreate(ctx, data) {
    const actor = ctx.actor;
    if (actor.kind !== 'user') throw forbidden();
    const bond = await findBond(ctx.db, data.bondId);
    if (!bond) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
    if (!actor.internal && bond.tenantId !== actor.id) throw forbidden(messages.inspection.onlyTenantFills);
    if (!isLiveBond(bond.status))
      throw new ApiError(
        409,
        'bond_closed',
        fillMessage(messages.bond.closedNoReport, { status: String(bond.status).toLowerCase() }),
      );
    if (data.propertyId !== bond.propertyId) throw invalid({ propertyId: messages.bond.notForProperty });
    const existing = await ctx.db
      .selectFrom('inspection')
      .select('id')
      .where('bondId', '=', bond.id)
      .executeTakeFirst();
    if (existing) throw new ApiError(409, 'report_submitted', REPORT_SUBMITTED);
    const out = {
      ...data,
      tenantId: bond.tenantId,
      landlordId: await bondLandlordId(ctx.db, bond),
      status: 'pending',
      amenities: withoutRemarks(data.amenities),
    };
    delete out.landlordComment;
    return out;
  },
  async afterCreate(ctx, row) {
    await notifyUser(ctx.db, row.landlordId, {
      type: 'general',
      title: messages.inspection.submittedTitle,
      message: messages.inspection.submittedText,
      link: consoleInspectionLink(row.bondId),
    });
  },
  beforeUpdate(ctx, changes, existing) {
    const actor = ctx.actor;
    if (actor.kind !== 'user' || actor.internal) return;
    const changed = Object.keys(changes);
    if (changed.some((k) => IDENTITY.includes(k))) throw forbidden(messages.inspection.identityFixed);
    if (actor.id === existing.landlordId) {
      if (changed.some((k) => !['status', 'landlordComment', 'amenities'].includes(k)))
        throw forbidden(messages.inspection.landlordRemarksOnly);
      if (changed.includes('status') && changes.status !== 'resolved')
        throw invalid({ status: messages.inspection.onlyResolve });
      if (
        changed.includes('amenities') &&
        !sameJson(withoutRemarks(changes.amenities), withoutRemarks(existing.amenities))
      )
        throw forbidden(messages.inspection.tenantItemsStay);
      return;
    }
    if (existing.status !== 'pending') throw new ApiError(409, 'report_resolved', messages.inspection.alreadyResolved);
    if (changed.some((k) => k !== 'amenities')) throw forbidden(messages.inspection.landlordResolves);
    const before: readonly Amenity[] = existing.amenities;
    const after = changes.amenities ?? before;
    if (after.some((a, i) => (a.landlordRemark ?? null) !== (before[i]?.landlordRemark ?? null)))
      throw forbidden(messages.inspection.remarksByLandlord);
  },
  async afterUpdate(ctx, row, existing) {
    if (row.status === 'resolved' && existing.status !== 'resolved') {
      await notifyUser(ctx.db, row.tenantId, {
        type: 'general',
        title: messages.inspection.resolvedTitle,
        message: messages.inspection.resolvedText,
        link: TENANT_LINKS.bondDetails,
      });
    }
  },
};

/** The bonds domain's hooks: bonds, bond requests, move-in inspections. */
export const hooks: HooksBySlug = {
  bond: bondHooks,
  'bond-request': bondRequestHooks,
  inspection: inspectionHooks,
};
