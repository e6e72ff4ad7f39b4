import { Loading } from 'react-admin';

import { useConsoleConfig } from '#admin/layout/console-config.ts';

import { OwnClaimsList } from './own-claims-list.tsx';
import { StaffClaimsList } from './staff-claims-list.tsx';

/** /home/claims (and the claim resource's list): staff get the claims workspace; landlords and other accounts their own claims table. */
export function ClaimList() {
  const { data: config } = useConsoleConfig();
  if (!config) return <Loading />;
  return config.type === 'employee' ? <StaffClaimsList /> : <OwnClaimsList />;
}
export default ClaimList;
