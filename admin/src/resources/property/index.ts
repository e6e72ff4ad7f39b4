import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Loaded with the first visit to the list, not with the console.
const PropertyList = lazy(() => import('./property-list.tsx').then((m) => ({ default: m.PropertyList })));
const PropertyAddressRedirect = lazy(() => import('./property-address-redirect.tsx'));
const PropertyShow = lazy(() => import('./property-show.tsx').then((m) => ({ default: m.PropertyShow })));

/** Properties: the generated create and edit screens; the list as described in PropertyList; the show page with its gallery (PropertyShow). */
const property: ResourceOverride = {
  list: PropertyList,
  show: PropertyShow,
  // The specification's property addresses lead to the list and the show page.
  routes: ['/properties', '/properties/details/:id', '/home/properties/details/:id'].map((path) => ({
    path,
    element: PropertyAddressRedirect,
  })),
};
export default property;
