import { rupeesWithPaise } from '#domain/format/money.ts';
import { SchemaDetails, type SchemaDetailsProps } from '#forms/details/schema-details.tsx';

import { useAccountRoles } from './account-roles.ts';

/**
 * A record's read-only facts as the account area shows them: the shared schema-driven details view (the schema's
 * x-ui.details groups, titles and value formats) for the signed-in account's roles, so a field its x-access keeps
 * from them never shows, and amounts in rupees and paise (spec 001 §9). A field an analyst adds to the schema shows
 * here with no code edit.
 */
export function AccountDetails(props: Omit<SchemaDetailsProps, 'roles' | 'money'>) {
  const roles = useAccountRoles();
  return <SchemaDetails roles={roles} money={rupeesWithPaise} {...props} />;
}
