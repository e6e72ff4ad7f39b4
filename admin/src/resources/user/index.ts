import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Loaded with the first visit, not with the console.
const UsersPage = lazy(() => import('./users-page.tsx'));

/**
 * Users (spec 002 §2): the users screen with its tabs, filters and detail drawer at /home/users (the Tenants menu entry
 * is its ?type=tenant view); the generated list, show, edit and create screens stay for /user.
 */
const user: ResourceOverride = { routes: [{ path: '/home/users', element: UsersPage }] };
export default user;
