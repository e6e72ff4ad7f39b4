import { ADMIN_CLAIM_FIELDS, ADMIN_LINE_FIELDS, DECIDED_LINE_LOCKED, editedDecidedLine } from '#domain/claims/rules.ts';
import { DECIDED_STATUSES, itemsOf, type Line } from '#domain/claims/totals.ts';
import { allowed, refuse, type Verdict } from '#domain/verdict.ts';
import type { BondStatus } from '#generated/enums.ts';
import { fillMessage, messages } from '#generated/messages.ts';

/**
 * Who may raise, change, decide and delete a claim (spec 002 §2, §4, §5, decision 037), asked by the claim hooks on
 * every door (/api/v1/claims, /api/admin/claim, the console's forms) and by the screens deciding what they offer.
 */

/** Who asks, as the server's actor carries it: staff (`internal`), and among staff the admins (a role named admin). */
export interface ClaimActor {
  id: string;
  internal: boolean;
  admin: boolean;
}

/** Everything an admin decides, for the refusal's message: the claim's payments, recoveries and final comment, and each line's decision. */
const DECISION_FIELDS = [...ADMIN_CLAIM_FIELDS, ...ADMIN_LINE_FIELDS.map((f) => `claims.* ${f}`)].join('; ');

/**
 * May the actor decide a claim: set a line's status, approved and authorized amounts and remark, and the claim's
 * payments, recoveries and final comment? Only admins (spec 002 §6 "Internal admins see claim status, approved amount,
 * remark, payments and recoveries", decision 037); staff with the update permission still edit lines and evidence,
 * landlords raise and complete their claim. `touched` names what a refused change would have decided (the message).
 */
export function mayDecideClaim(
  actor: Pick<ClaimActor, 'internal' | 'admin'>,
  touched: readonly string[] = [],
): Verdict {
  if (actor.internal && actor.admin) return allowed;
  return refuse(
    'claim_decision_admin_only',
    fillMessage(messages.claim.onlyAdminDecides, { fields: touched.length ? touched.join('; ') : DECISION_FIELDS }),
    'forbidden',
  );
}

/** What a raise is judged on: who raises, the bond (its status and landlord) and how many claims it has already. */
export interface RaiseClaimFacts {
  actor: Pick<ClaimActor, 'id' | 'internal'>;
  bond: { status?: BondStatus | string | null; landlordId?: string | null };
  /** Claims already raised on the bond. */
  claimsOnBond: number;
}

/**
 * May the actor raise a claim on the bond (spec 002 §2, §5)? Landlords raise claims, on the bonds of their properties,
 * only while the bond is Active and has no claim yet ("A non-internal user may raise only one claim. Only internal
 * users add more"); staff add claims on an Active or a Released bond.
 */
export function mayRaiseClaim({ actor, bond, claimsOnBond }: RaiseClaimFacts): Verdict {
  if (actor.internal) {
    return bond.status === 'Active' || bond.status === 'Released'
      ? allowed
      : refuse('bond_not_active', messages.claim.onlyActiveOrReleased);
  }
  if (!bond.landlordId || bond.landlordId !== actor.id)
    return refuse('not_your_bond', messages.claim.landlordsOwnBonds, 'forbidden');
  if (bond.status !== 'Active') return refuse('bond_not_active', messages.claim.onlyActiveBond);
  if (claimsOnBond > 0) return refuse('claim_exists', messages.claim.alreadyRaised);
  return allowed;
}

/** The fields a landlord may change on the claim they raised (its lines, documents and comment); the rest is staff's. */
export const LANDLORD_CLAIM_FIELDS: readonly string[] = ['claims', 'docs', 'comment'];

/** A claim as the change rules read it: whose it is and its lines. */
export interface ClaimFacts {
  landlordId?: string | null;
  tenantId?: string | null;
  claims?: unknown;
}

/** Does any line of the claim carry a decision (approved, authorized, rejected, onhold)? */
export const hasDecidedLine = (claim: ClaimFacts) =>
  itemsOf<Line>(claim.claims).some((l) => !!l.status && DECIDED_STATUSES.has(l.status));

/**
 * May the actor change the claim at all? Staff, as their role's claims permission says (checked by the generic
 * access rule before this), and the landlord who raised it; not its tenant (spec 002 §2: tenants get a read-only
 * drawer).
 */
export function mayChangeClaim(actor: Pick<ClaimActor, 'id' | 'internal'>, claim: ClaimFacts): Verdict {
  if (actor.internal || claim.landlordId === actor.id) return allowed;
  return refuse('claim_not_yours', messages.claim.onlyStaffOrLandlord, 'forbidden');
}

/**
 * What a landlord may change of the claim they raised (spec 002 §4, §5): its lines, documents and comment only, and of
 * the lines only those staff have not decided ("Landlords cannot edit claim lines that already have a status"):
 * a decided line stays as staff left it, in its place. `changes` holds only what really changes.
 */
export function mayLandlordChange(
  changes: Record<string, unknown>,
  existing: ClaimFacts,
  same: (a: unknown, b: unknown) => boolean,
): Verdict {
  const locked = Object.keys(changes).filter((k) => !LANDLORD_CLAIM_FIELDS.includes(k));
  if (locked.length)
    return refuse(
      'staff_only_fields',
      fillMessage(messages.claim.onlyStaffChanges, { fields: locked.join(', ') }),
      'forbidden',
    );
  if (
    'claims' in changes &&
    editedDecidedLine(itemsOf<Line>(existing.claims), itemsOf<Line>(changes.claims), same) >= 0
  )
    return refuse('claim_line_decided', DECIDED_LINE_LOCKED, 'forbidden');
  return allowed;
}

/** May the actor delete the claim? Staff with the delete permission (the generic access rule); the landlord who raised it while no line of it is decided. */
export function mayDeleteClaim(actor: Pick<ClaimActor, 'id' | 'internal'>, claim: ClaimFacts): Verdict {
  if (actor.internal) return allowed;
  const own = mayChangeClaim(actor, claim);
  if (!own.ok) return own;
  return hasDecidedLine(claim) ? refuse('claim_decided', messages.claim.decidedNoDelete) : allowed;
}
