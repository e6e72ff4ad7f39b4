import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Loaded with the first visit, not with the console.
const ActivityPage = lazy(() => import('./activity-page.tsx'));

/** The audit trail (decision 033): the Activity screen at /home/activity; the generated list and show stay for /audit-entry. */
const auditEntry: ResourceOverride = { routes: [{ path: '/home/activity', element: ActivityPage }] };
export default auditEntry;
