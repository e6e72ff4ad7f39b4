import bondSchema from '#generated/schemas/bond.json';
import claimSchema from '#generated/schemas/claim.json';

/**
 * The bundled claim and bond schemas the claim screens' read-only views are laid out by (x-ui.details: groups,
 * titles, x-access), and the claim line's schema (its definition) for the line summaries.
 */
export { bondSchema, claimSchema };
export const claimLineSchema: Record<string, any> = claimSchema.definitions.claimLine;
