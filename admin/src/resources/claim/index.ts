import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Loaded with the first visit to the list (its drawer brings the forms), not with the console.
const ClaimList = lazy(() => import('./claim-list.tsx').then((m) => ({ default: m.ClaimList })));

/**
 * The claim resource: its list depends on who looks (ClaimList), also at /home/claims (spec 002 §2); show, edit and
 * create stay generated.
 */
const claim: ResourceOverride = { list: ClaimList, routes: [{ path: '/home/claims', element: ClaimList }] };
export default claim;
