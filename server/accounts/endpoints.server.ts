import { versioned, writeConditions } from '#engine/runtime/http/record-version-headers.server.ts';
import { ownValue } from '#engine/runtime/own-value.ts';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { bulkUploadLandlords } from '../users/operations/bulk-landlords.server.ts';
import { creditBureauFor } from '../verification/operations/credit-bureau-choice.server.ts';
import { addCoApplicant } from './operations/co-applicant.server.ts';
import { recordConsent } from './operations/consent.server.ts';
import { approveEligibility } from './operations/eligibility-approval.server.ts';
import { getTenantEligibility, runEligibilityCheck } from './operations/eligibility-check.server.ts';
import { requestEligibilityApproval } from './operations/eligibility-request.server.ts';
import { markNotification } from './operations/notification.server.ts';
import { listOwn } from './operations/own-list.server.ts';
import { getProfileById, getProfileByType, patchProfile, PROFILE_TYPES } from './operations/profile.server.ts';
import { getWallet, topUpWallet } from './operations/wallet.server.ts';

/**
 * Endpoints of the accounts domain (spec 002 §7): /profile (profiles, co-applicants, the landlords' bulk upload),
 * /eligibility, /wallet, /consent (the consent-history timeline) and /notification.
 */
export function endpoints({ db, config }: DomainContext): Endpoint[] {
  // The full eligibility check reads the credit report where a bureau is available (decisions 027, 039).
  const bureau = creditBureauFor(config);
  return [
    // One route for GET /profile/{type}?userId and the generic GET /profile/{id}: both are /profile/:id to the router.
    {
      method: 'GET',
      url: '/api/v1/profile/:id',
      tags: ['Profiles'],
      summary: "A profile by type (?userId) or by id; ETag: the profile's version",
      response: 'profile',
      versioned: true,
      handler: async (req, reply) => {
        const { id } = req.params;
        if (ownValue(PROFILE_TYPES, id))
          return versioned(reply, await getProfileByType(db, req.actor, id, req.query?.userId));
        return versioned(reply, await getProfileById(db, req.actor, id));
      },
    },
    {
      method: 'PATCH',
      url: '/api/v1/profile/:userType/:profileId',
      tags: ['Profiles'],
      summary: 'Update a profile',
      body: 'profile',
      response: 'profile',
      versioned: true,
      handler: async (req, reply) =>
        versioned(
          reply,
          await patchProfile(db, req.actor, req.params.userType, req.params.profileId, req.body, writeConditions(req)),
        ),
    },
    {
      method: 'POST',
      url: '/api/v1/profile/tenant/coapplicant/add',
      tags: ['Profiles'],
      summary: 'Add a co-applicant',
      body: 'co-applicant',
      response: 'co-applicant',
      handler: async (req, reply) => reply.status(201).send(await addCoApplicant(db, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/profile/landlord/bulkUpload',
      tags: ['Users'],
      body: 'bulk-landlord-upload',
      summary: 'Landlords from a CSV or XLSX file (staff): every row checked, then all written and invited, or none',
      handler: async (req, reply) => reply.status(201).send(await bulkUploadLandlords(db, req.actor, req.body)),
    },
    {
      method: 'GET',
      url: '/api/v1/eligibility/tenant/:id',
      tags: ['Eligibility'],
      summary: "A tenant's eligibility",
      response: 'eligibility',
      handler: async (req) => getTenantEligibility(db, req.actor, req.params.id),
    },
    {
      method: 'GET',
      url: '/api/v1/eligibility/basiccheck/:userId',
      tags: ['Eligibility'],
      summary:
        'Run the basic eligibility check and store its result: the tenant themself or staff who may approve eligibility (403 for other staff)',
      response: 'eligibility',
      handler: async (req) => runEligibilityCheck(db, req.actor, req.params.userId, 'basic'),
    },
    {
      method: 'GET',
      url: '/api/v1/eligibility/check/:userId',
      tags: ['Eligibility'],
      summary:
        "Run the full eligibility check and store its result: the tenant themself or staff who may approve eligibility (403 for other staff); with a bureau, a check that passes reads today's credit report, pulling it (a paid request) when none was pulled today",
      response: 'eligibility',
      handler: async (req) => runEligibilityCheck(db, req.actor, req.params.userId, 'full', bureau),
    },
    {
      method: 'PATCH',
      url: '/api/v1/eligibility/:id',
      tags: ['Eligibility'],
      summary:
        "Approve an ineligible or requested tenant as eligible, or raise an eligible tenant's amount: staff who may approve eligibility (403 for others, 409 for a tenant in another status)",
      body: 'eligibility-approval',
      response: 'eligibility',
      handler: async (req) => approveEligibility(db, req.actor, req.params.id, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/eligibility/request-approval',
      tags: ['Eligibility'],
      summary:
        'Ask the eligibility approvers to approve a tenant (uid): staff only; marks a tenant not yet eligible requested',
      handler: async (req, reply) => reply.status(201).send(await requestEligibilityApproval(db, req.actor, req.body)),
    },
    {
      method: 'GET',
      url: '/api/v1/wallet',
      tags: ['Wallet'],
      summary: "A user's wallet (?userId)",
      response: 'wallet',
      handler: async (req) => getWallet(db, req.actor, req.query?.userId),
    },
    {
      method: 'GET',
      url: '/api/v1/wallet/own',
      tags: ['Wallet'],
      summary: "The caller's balance",
      handler: async (req) => {
        const wallet = await getWallet(db, req.actor, undefined);
        return { totalAmount: wallet.totalAmount ?? 0 };
      },
    },
    {
      method: 'POST',
      url: '/api/v1/wallet/add',
      tags: ['Wallet'],
      summary: 'Top up a wallet (financeHead, admin)',
      body: 'wallet-topup',
      handler: async (req) => topUpWallet(db, req.actor, req.body),
    },
    {
      method: 'GET',
      url: '/api/v1/consent',
      tags: ['Consent'],
      summary: 'Consents of a user (?userId)',
      response: 'list:consent',
      handler: async (req) => listOwn(db, req.actor, 'consent', req.query),
    },
    {
      method: 'POST',
      url: '/api/v1/consent',
      tags: ['Consent'],
      summary: 'Accept a consent',
      body: 'consent',
      response: 'consent',
      handler: async (req, reply) => reply.status(201).send(await recordConsent(db, req.actor, req.body)),
    },
    {
      method: 'GET',
      url: '/api/v1/notification',
      tags: ['Notification'],
      summary: 'Notifications of a user (?userId)',
      response: 'list:notification',
      handler: async (req) => listOwn(db, req.actor, 'notification', req.query),
    },
    {
      method: 'PATCH',
      url: '/api/v1/notification/:id',
      tags: ['Notification'],
      summary: 'Mark a notification read (own only)',
      response: 'notification',
      handler: async (req) => markNotification(db, req.actor, req.params.id, req.body),
    },
  ];
}
