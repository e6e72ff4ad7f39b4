import { type ComponentType, lazy } from 'react';
import { Resource } from 'react-admin';

import { adminIcons } from '#generated/admin-icons.ts';

import { mayChange, readOnlyRecords } from './record-access.ts';
import { adminEntries, type AdminHints } from './resource-meta.ts';

/**
 * A resource folder `admin/src/resources/<slug>/index.ts` replaces any of the generated screens (front ends,
 * docs/architecture.md).
 */
export interface ResourceOverride {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  /** The resource's own pages at the specification's addresses (/home/users, /home/claims), mounted in the console's layout. */
  routes?: ConsoleRoute[];
}

/** A page of a resource folder at a fixed address; `path` may end in `/*` for a page with its own sub-routes. */
export interface ConsoleRoute {
  path: string;
  element: ComponentType;
}

// Every generated screen loads with its first visit, not with the console: the list brings react-admin's table and
// filters, the show page the details kit, and all of them the schema loader with its validators; the forms (RJSF)
// come with the first create or edit screen.
const SchemaList = lazy(() => import('./schema-list.tsx').then((m) => ({ default: m.SchemaList })));
const SchemaShow = lazy(() => import('./schema-show.tsx').then((m) => ({ default: m.SchemaShow })));
const SchemaCreate = lazy(() => import('./schema-create.tsx').then((m) => ({ default: m.SchemaCreate })));
const SchemaEdit = lazy(() => import('./schema-edit.tsx').then((m) => ({ default: m.SchemaEdit })));

const overrides = import.meta.glob<ResourceOverride>('../resources/*/index.ts', { eager: true, import: 'default' });
const overrideOf = (slug: string) => overrides[`../resources/${slug}/index.ts`];

/** Every resource folder's own pages (ResourceOverride.routes), for app.tsx to mount. */
export const resourceRoutes: ConsoleRoute[] = Object.values(overrides).flatMap((o) => o.routes ?? []);

/**
 * One react-admin Resource per schema with x-admin hints. Create screens exist when the role's module
 * permission allows them, edit screens when the server's rule for the generic update does (mayChange);
 * the server checks again.
 */
export function generatedResources(permissions: Record<string, string[]> | undefined) {
  return adminEntries.map((entry) => {
    const hints = entry['x-admin'] as AdminHints;
    const override = overrideOf(entry.slug) ?? {};
    const module = entry['x-permissions']?.module as string | undefined;
    const allowed = (action: string) =>
      !!module && !readOnlyRecords(entry.slug) && (permissions?.[module] ?? []).some((p) => p.includes(action));
    return (
      <Resource
        key={entry.slug}
        name={entry.slug}
        options={{ label: hints.label }}
        recordRepresentation={hints.recordTitle}
        icon={override.icon ?? (hints.icon ? adminIcons[hints.icon as keyof typeof adminIcons] : undefined)}
        list={override.list ?? SchemaList}
        show={override.show ?? SchemaShow}
        create={allowed('create') ? (override.create ?? SchemaCreate) : undefined}
        edit={mayChange(entry.slug, 'update', permissions) ? (override.edit ?? SchemaEdit) : undefined}
      />
    );
  });
}
