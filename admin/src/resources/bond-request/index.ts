import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Loaded with the first visit, not with the console.
const RequestsPage = lazy(() => import('./requests-page.tsx'));

/**
 * Bond requests: the cards by kind at /home/requests (a landlord's Requests, staff's Bond Requests; decision 035)
 * with their answers; the generated screens stay for /bond-request.
 */
const bondRequest: ResourceOverride = { routes: [{ path: '/home/requests/*', element: RequestsPage }] };
export default bondRequest;
