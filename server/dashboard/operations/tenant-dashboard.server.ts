import type { DashboardBond, DashboardState, TenantDashboard } from '#client/tenant-dashboard.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { claimIsOpen } from '#domain/claims/totals.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { isTenantType } from '#server/accounts/operations/access.server.ts';
import { consentsAskedOf } from '#server/accounts/operations/consent-texts.ts';
import { profileChecklist } from '#server/accounts/operations/profile-checklist.ts';
import { walletBalance } from '#server/accounts/store.server.ts';
import { bondSituation } from '#server/bonds/operations/bond-facts.server.ts';
import { requireUser } from '#server/http/guards.server.ts';

/**
 * GET /api/v1/dashboard/tenant: everything the signed-in tenant's dashboard shows, with the one state it shows
 * decided here (spec 001 §2): (1) open claims, (2) a bond, (3) a pending or accepted bond request, (4) eligible,
 * (5) ineligible, or under review while staff look at it or no check has run. Other account types get the
 * default dashboard with their consents only. Every account sees the consents the product still asks of it.
 */
export async function tenantDashboard(db: Db, actor: Actor): Promise<TenantDashboard> {
  const user = requireUser(actor);
  const account = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'phone', 'userType', 'tenantCode', 'isPhoneVerified', 'referencePropertyId'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const asked = consentsAskedOf(account.userType);
  const [consents, given, balance] = await Promise.all([
    db
      .selectFrom('consent')
      .select(['id', 'name', 'text', 'createdAt'])
      .where('userId', '=', user.id)
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('consent')
      .select('name')
      .distinct()
      .where('userId', '=', user.id)
      .where('accepted', '=', true)
      .where(
        'name',
        'in',
        asked.map((c) => c.name),
      )
      .execute(),
    walletBalance(db, user.id),
  ]);
  const base = {
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      userType: account.userType ?? 'tenant',
      tenantCode: account.tenantCode,
      referencePropertyId: account.referencePropertyId,
      phone: account.phone,
    },
    consents: consents.map((c) => ({ id: c.id, name: c.name ?? '', text: c.text ?? '', createdAt: c.createdAt ?? '' })),
    walletBalance: balance,
    consentsDue: asked.filter((c) => !given.some((g) => g.name === c.name)),
  };
  if (!isTenantType(account.userType ?? undefined)) {
    return {
      ...base,
      state: 'default',
      openClaims: [],
      eligibility: { status: 'none', reasons: [] },
      profile: profileChecklist(undefined, !!account.isPhoneVerified),
    };
  }
  const [claims, bond, request, eligibility, profile, offerLetter] = await Promise.all([
    db
      .selectFrom('claim')
      .select(['id', 'claimNumber', 'claims', 'payments', 'recoveries'])
      .where('tenantId', '=', user.id)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('bond')
      .leftJoin('property', 'property.id', 'bond.propertyId')
      .select([
        'bond.id',
        'bond.bondId',
        'bond.status',
        'bond.propertyId',
        'property.name as propertyName',
        'bond.bondAmount',
        'bond.bondFee',
        'bond.tenure',
        'bond.bondEffectiveDate',
        'bond.checkinDate',
        'bond.checkoutDate',
      ])
      .where('bond.tenantId', '=', user.id)
      .orderBy('bond.createdAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('bond_request')
      .leftJoin('property', 'property.id', 'bond_request.propertyId')
      .select([
        'bond_request.id',
        'bond_request.type',
        'bond_request.status',
        'bond_request.propertyId',
        'property.name as propertyName',
        'bond_request.bondId',
        'bond_request.createdAt',
      ])
      .where('bond_request.userId', '=', user.id)
      .where('bond_request.status', 'in', ['pending', 'accepted'])
      .where('bond_request.paidAt', 'is', null)
      .orderBy('bond_request.createdAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('eligibility')
      .select(['status', 'maxEligibilityAmount', 'reasonOfIneligibility'])
      .where('userId', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('profile')
      .select(['employmentDetails', 'isAdhaarVerified', 'isWorkEmailVerified', 'isOfferLetterVerified'])
      .where('userId', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('document')
      .select('id')
      .where('userId', '=', user.id)
      .where('docType', '=', 'OFFER_LETTER')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const openClaims = claims
    .filter((c) => claimIsOpen(c as never))
    .map((c) => ({ id: c.id, claimNumber: c.claimNumber }));
  const shownBond: DashboardBond | undefined = bond
    ? {
        ...bond,
        ...(bond.bondEffectiveDate && bond.tenure
          ? { expiryDate: expiryDate({ bondEffectiveDate: bond.bondEffectiveDate, tenure: bond.tenure }) }
          : {}),
        situation: await bondSituation(db, bond.id),
      }
    : undefined;
  const status = eligibility?.status ?? 'none';
  const state: DashboardState = openClaims.length
    ? 'claim'
    : shownBond
      ? 'bond'
      : request
        ? 'request'
        : status === 'eligible' || status === 'basiceligible'
          ? 'eligible'
          : status === 'ineligible'
            ? 'ineligible'
            : 'review';
  return {
    ...base,
    state,
    openClaims,
    ...(shownBond ? { bond: shownBond } : {}),
    ...(request ? { request: { ...request, type: request.type ?? 'buy', status: request.status ?? 'pending' } } : {}),
    eligibility: {
      status,
      maxEligibilityAmount: eligibility?.maxEligibilityAmount,
      reasons: ((eligibility?.reasonOfIneligibility as string[] | null) ?? []).filter((r) => typeof r === 'string'),
    },
    profile: {
      ...profileChecklist(profile, !!account.isPhoneVerified),
      ...(offerLetter ? { offerLetterUploaded: true } : {}),
    },
  };
}
