import { lazy } from 'react';
import type { ResourceOverride } from '../../schema-resources/resources';

// Loaded with the first visit, not with the console.
const ActivityPage = lazy(() => import('./activity-page'));

/** The audit trail (decision 033): the Activity screen at /home/activity; the generated list and show stay for /audit-entry. */
const auditEntry: ResourceOverride = { routes: [{ path: '/home/activity', element: ActivityPage }] };
export default auditEntry;
