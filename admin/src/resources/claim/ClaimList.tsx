import { Loading } from 'react-admin';
import { useConsoleConfig } from '../../layout/console-config';
import { SchemaList } from '../../schema-resources/SchemaList';
import { OwnClaimsList } from './OwnClaimsList';

/** /claim: staff keep the generated list (their claims workspace); landlords and other accounts see their own claims table. */
export function ClaimList() {
  const { data: config } = useConsoleConfig();
  if (!config) return <Loading />;
  return config.type === 'employee' ? <SchemaList /> : <OwnClaimsList />;
}
