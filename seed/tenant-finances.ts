import { type Random, roundTo } from '#engine/runtime/seeded-random.ts';

import type { EligibilityStatus, SeededUser } from './users.ts';

export type Employment = 'Salaried' | 'Salaried - Yet to join' | 'Self Employed' | 'Unemployed';

/** What a tenant earns and may be guaranteed for: drives profiles, eligibility and bond sizes. */
export interface TenantFinances {
  employment: Employment;
  monthlyIncome: number;
  additionalMonthlyIncome: number;
  workEmail: string;
  company?: string;
  /** Income a co-applicant adds (a parent for students, a spouse...). */
  coApplicantIncome: number;
  /** Maximum bond amount: set for eligible and basic-eligible tenants. */
  maxEligibilityAmount?: number;
}

const EMPLOYERS = [
  ['Sarvam Softech', 'sarvamsoft'],
  ['Trident Analytics', 'tridentanalytics'],
  ['Kaveri Systems', 'kaverisys'],
  ['Bluepine Fintech', 'bluepine'],
  ['Northstar Consulting', 'northstarconsult'],
  ['Meghdoot Logistics', 'meghdoot'],
  ['Indus Health Labs', 'induslabs'],
  ['Orbit Retail', 'orbitretail'],
] as const;

export function tenantFinances(rng: Random, tenant: SeededUser): TenantFinances {
  const status: EligibilityStatus = tenant.eligibility ?? 'none';
  const employment: Employment =
    tenant.demo === 'tenant' || tenant.demo === 'newtenant'
      ? 'Salaried'
      : rng.weighted<Employment>(
          status === 'ineligible'
            ? [
                ['Salaried', 35],
                ['Self Employed', 25],
                ['Unemployed', 40],
              ]
            : [
                ['Salaried', 60],
                ['Salaried - Yet to join', 12],
                ['Self Employed', 16],
                ['Unemployed', 12],
              ],
        );
  const [company, domain] = rng.pick(EMPLOYERS);
  const incomeRange: Record<Employment, [number, number]> = {
    Salaried: [28_000, 220_000],
    'Salaried - Yet to join': [30_000, 120_000],
    'Self Employed': [35_000, 300_000],
    Unemployed: [0, 0],
  };
  let monthlyIncome = roundTo(rng.int(...incomeRange[employment]), 500);
  if (status === 'ineligible' && employment !== 'Unemployed') monthlyIncome = roundTo(rng.int(14_000, 26_000), 500);
  if (tenant.demo === 'tenant') monthlyIncome = 95_000;
  if (tenant.demo === 'newtenant') monthlyIncome = 72_000;
  const additionalMonthlyIncome =
    employment === 'Unemployed'
      ? roundTo(rng.int(0, 12_000), 500)
      : rng.chance(0.3)
        ? roundTo(rng.int(3_000, 25_000), 500)
        : 0;
  const coApplicantIncome =
    employment === 'Unemployed' || rng.chance(0.15) ? roundTo(rng.int(45_000, 180_000), 1000) : 0;
  const base = monthlyIncome + additionalMonthlyIncome + coApplicantIncome / 2;
  const factor = status === 'eligible' ? 2.5 : status === 'basiceligible' ? 1.5 : 0;
  const maxEligibilityAmount = factor ? Math.min(300_000, Math.max(40_000, roundTo(base * factor, 5_000))) : undefined;
  const workEmail =
    employment === 'Salaried' || employment === 'Salaried - Yet to join'
      ? `${tenant.first}.${tenant.last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}.example`
      : tenant.email;
  return {
    employment,
    monthlyIncome,
    additionalMonthlyIncome,
    workEmail,
    ...(employment.startsWith('Salaried') ? { company } : {}),
    coApplicantIncome,
    ...(maxEligibilityAmount ? { maxEligibilityAmount } : {}),
  };
}
