/** The user types that are tenants (user.schema.json's userType): the one definition server, console and site share. */
export const TENANT_TYPES: readonly string[] = ['tenant', 'tenantindividual'];

export const isTenantType = (userType: unknown): boolean =>
  typeof userType === 'string' && TENANT_TYPES.includes(userType);
