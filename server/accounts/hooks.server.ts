import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { coApplicantHooks } from './co-applicant.server.ts';
import { documentHooks } from './documents.server.ts';
import { eligibilityHooks } from './eligibility-hooks.server.ts';
import { profileHooks } from './profile-hooks.server.ts';
import { walletHooks } from './wallet.server.ts';
import { walletEntryHooks } from './wallet-store.server.ts';

/** The accounts domain's hooks: profiles, co-applicants, documents, eligibility, wallets and their ledger. */
export const hooks: HooksBySlug = {
  profile: profileHooks,
  'co-applicant': coApplicantHooks,
  document: documentHooks,
  eligibility: eligibilityHooks,
  wallet: walletHooks,
  'wallet-entry': walletEntryHooks,
};
