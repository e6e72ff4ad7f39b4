import { lazy } from 'react';
import type { ResourceOverride } from '../../schema-resources/resources';

// Loaded with the first visit to the list, not with the console.
const PropertyList = lazy(() => import('./PropertyList').then((m) => ({ default: m.PropertyList })));

/** Properties: the generated create, edit and show screens; the list as described in PropertyList. */
const property: ResourceOverride = { list: PropertyList };
export default property;
