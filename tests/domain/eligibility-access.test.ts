import { describe, expect, it } from 'vitest';

import {
  approvalModeFor,
  checkApprovalChange,
  type EligibilityViewer,
  isEligibilityApprover,
  mayApproveEligibility,
  mayPullCreditReport,
  mayRunEligibilityCheck,
  offersApprovalRequest,
} from '#domain/eligibility/access.ts';
import { creditReportAge, startOfIndianDay } from '#domain/eligibility/credit.ts';
import { APPROVABLE_STATUSES, BOND_READY_STATUSES, isBondReady } from '#domain/eligibility/status.ts';
import { eligibilityStatus } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

/**
 * The eligibility rules of #domain/eligibility (spec 002 §4, §6), as the server and the console ask them: who approves,
 * of whom, who runs a check, who asks the admin, who pulls a credit report, and how old a report is.
 */
const staff = (role: string, eligibility?: string[]): EligibilityViewer => ({
  id: `id-${role}`,
  internal: true,
  role,
  permissions: eligibility ? { eligibility } : { users: ['update'] },
});
const admin = staff('admin');
const underwriter = staff('underwriter');
const officer = staff('eligibilityOfficer', ['create', 'update']);
const clerk = staff('eligibilityClerk', ['create']);
const reader = staff('staff', []);
const finance = staff('financeHead');
const tenant: EligibilityViewer = { id: 'tenant-1', internal: false, role: null, permissions: {} };
const landlord: EligibilityViewer = { id: 'landlord-1', internal: false };

describe('the status groups come from the schema', () => {
  it('approvable: ineligible and requested; bond-ready: eligible and basiceligible; each a status of the enum', () => {
    expect([...APPROVABLE_STATUSES].sort()).toEqual(['ineligible', 'requested']);
    expect([...BOND_READY_STATUSES].sort()).toEqual(['basiceligible', 'eligible']);
    for (const s of [...APPROVABLE_STATUSES, ...BOND_READY_STATUSES]) expect(eligibilityStatus).toContain(s);
    expect(isBondReady('basiceligible')).toBe(true);
    expect(isBondReady('requested')).toBe(false);
  });
});

describe('who approves (spec 002 §6)', () => {
  it('underwriters, admin roles and roles with update permission on eligibility; nobody outside staff', () => {
    expect([admin, underwriter, officer, staff('Super Admin')].map(isEligibilityApprover)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([clerk, reader, finance, tenant, landlord, undefined].map(isEligibilityApprover)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // The role's permission, not a user claiming staff: a tenant with an 'update' string is still no approver.
    expect(isEligibilityApprover({ internal: false, role: 'admin', permissions: { eligibility: ['update'] } })).toBe(
      false,
    );
  });

  it('offers Approve for ineligible and requested, Raise amount for eligible, nothing for none and basiceligible', () => {
    const offered = Object.fromEntries(
      eligibilityStatus.map((s) => [s, mayApproveEligibility(officer, s).ok ? approvalModeFor(s) : undefined]),
    );
    expect(offered).toEqual({
      requested: 'approve',
      eligible: 'raise',
      basiceligible: undefined,
      ineligible: 'approve',
      none: undefined,
    });
    expect(mayApproveEligibility(admin, 'none')).toEqual({
      ok: false,
      code: 'not_approvable',
      kind: 'conflict',
      message: messages.accounts.approveOnlyIneligibleOrRequested,
    });
    expect(mayApproveEligibility(admin, null).ok).toBe(false);
  });

  it('tells other staff to request the admin, and everyone else that it is for staff', () => {
    for (const who of [reader, finance, clerk]) {
      const v = mayApproveEligibility(who, 'ineligible');
      expect(v.ok ? '' : `${v.kind}: ${v.message}`).toBe(
        'forbidden: You cannot approve eligibility: request the admin to approve',
      );
      expect(offersApprovalRequest(who)).toBe(true);
    }
    for (const who of [tenant, landlord, undefined])
      expect(mayApproveEligibility(who, 'ineligible')).toMatchObject({
        ok: false,
        kind: 'forbidden',
        message: messages.accounts.staffOnly,
      });
    expect([admin, underwriter, officer, tenant, landlord].map(offersApprovalRequest)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('judges without a status only who asks', () => {
    expect(mayApproveEligibility(officer).ok).toBe(true);
    expect(mayApproveEligibility(reader).ok).toBe(false);
  });
});

describe('what an approval may set', () => {
  it('sets the status only to eligible, and raises an eligible amount only upwards', () => {
    expect(checkApprovalChange({ status: 'ineligible' }, { status: 'eligible', maxEligibilityAmount: 5 }).ok).toBe(
      true,
    );
    expect(
      checkApprovalChange({ status: 'requested' }, { status: 'basiceligible', maxEligibilityAmount: 5 }),
    ).toMatchObject({ ok: false, kind: 'invalid', field: 'status', message: messages.accounts.onlyApproveToEligible });
    expect(
      checkApprovalChange({ status: 'eligible', maxEligibilityAmount: 150_000 }, { maxEligibilityAmount: 150_000 }),
    ).toMatchObject({
      ok: false,
      field: 'maxEligibilityAmount',
      message: 'The amount can only be raised: it is ₹1,50,000 now',
    });
    expect(
      checkApprovalChange({ status: 'eligible', maxEligibilityAmount: 150_000 }, { maxEligibilityAmount: 150_001 }).ok,
    ).toBe(true);
  });
});

describe('who runs a check, who pulls a credit report', () => {
  it('the tenant themself and approvers run checks; other staff are told to request the admin', () => {
    expect(mayRunEligibilityCheck(tenant, 'tenant-1').ok).toBe(true);
    expect(mayRunEligibilityCheck(tenant, 'tenant-2')).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(mayRunEligibilityCheck(landlord, 'tenant-1').ok).toBe(false);
    expect([admin, underwriter, officer].every((v) => mayRunEligibilityCheck(v, 'tenant-1').ok)).toBe(true);
    expect(mayRunEligibilityCheck(reader, 'tenant-1')).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: 'You cannot run an eligibility check: request the admin to approve',
    });
  });

  it('only approvers pull (a paid bureau request); the tenant does not', () => {
    expect([admin, underwriter, officer].every((v) => mayPullCreditReport(v).ok)).toBe(true);
    expect(mayPullCreditReport(reader)).toMatchObject({ ok: false, message: messages.verification.cannotPullCredit });
    expect(mayPullCreditReport(tenant)).toMatchObject({ ok: false, message: messages.accounts.staffOnly });
  });
});

describe("a credit report's age, by India's day", () => {
  it('starts the day at midnight IST', () => {
    expect(startOfIndianDay(new Date('2026-03-15T18:29:59Z')).toISOString()).toBe('2026-03-14T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-03-15T18:30:00Z')).toISOString()).toBe('2026-03-15T18:30:00.000Z');
  });

  it('says today, yesterday, or how many days ago', () => {
    const now = new Date('2026-03-15T10:00:00Z'); // 15:30 in India
    expect(creditReportAge('2026-03-14T19:00:00Z', now)).toBe('Pulled today'); // 00:30 on the 15th in India
    expect(creditReportAge('2026-03-14T18:00:00Z', now)).toBe('Pulled yesterday');
    expect(creditReportAge('2026-03-12T09:00:00Z', now)).toBe('Pulled 3 days ago');
  });
});
