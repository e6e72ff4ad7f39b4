import type { Bond } from '#generated/types/bond.ts';

/** A bond as the user drawer's Bond tab lists it (GET /bond?tenantId=). */
export type BondRow = Bond & { id: string };
