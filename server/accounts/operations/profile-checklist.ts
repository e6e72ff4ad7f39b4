import type { ProfileChecklist } from '#client/tenant-dashboard.ts';

interface ProfileFlags {
  employmentDetails?: unknown;
  isAdhaarVerified?: boolean | null;
  isWorkEmailVerified?: boolean | null;
  isOfferLetterVerified?: boolean | null;
}

export const YET_TO_JOIN = 'Salaried - Yet to join';

/** The checklist of a tenant's profile (the phone flag lives on the user). */
export function profileChecklist(profile: ProfileFlags | undefined, phoneVerified: boolean): ProfileChecklist {
  const details = profile?.employmentDetails as { employment?: string; workEmail?: string } | null | undefined;
  const employment = details?.employment;
  const items: ProfileChecklist['items'] = [
    { key: 'isAdhaarVerified', done: !!profile?.isAdhaarVerified },
    { key: 'isPhoneVerified', done: phoneVerified },
    { key: 'isWorkEmailVerified', done: !!profile?.isWorkEmailVerified },
    ...(employment === YET_TO_JOIN
      ? [{ key: 'isOfferLetterVerified' as const, done: !!profile?.isOfferLetterVerified }]
      : []),
  ];
  const pending = items.filter((i) => !i.done).map((i) => i.key);
  return {
    ...(employment ? { employment } : {}),
    ...(details?.workEmail ? { workEmail: details.workEmail } : {}),
    items,
    pending,
    percent: pending.length === 0 ? 100 : pending.length === 1 ? 95 : 90,
  };
}
