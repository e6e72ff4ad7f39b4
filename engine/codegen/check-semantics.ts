import { joinPointer } from './json-pointer';
import { ModelError, type Problem, type SourceSchema } from './model';
import { walkSchema } from './schema-walk';
import { iconExists } from './gen-admin-icons';

/** Checks that what the x- keywords name exists: fields in lists and indexes, resources in x-ref. */
export function checkSemantics(sources: SourceSchema[]): void {
  const problems: Problem[] = [];
  const stored = new Set(sources.filter((s) => s.kind === 'entity').map((s) => s.slug));
  for (const source of sources) {
    const at = (path: string, message: string) => problems.push({ file: source.file, path, message });
    const fields = new Set(Object.keys(source.json.properties ?? {}));
    const mustBeField = (path: string, name: unknown) => {
      if (typeof name === 'string' && !fields.has(name)) at(path, `'${name}' is not a property of this schema`);
    };
    const admin = source.json['x-admin'];
    if (admin) {
      for (const key of ['list', 'filters', 'search'] as const) {
        (admin[key] ?? []).forEach((f: string, i: number) => mustBeField(joinPointer('/x-admin', key, i), f));
      }
      if (admin.sort) mustBeField('/x-admin/sort/field', admin.sort.field);
      if (admin.recordTitle) mustBeField('/x-admin/recordTitle', admin.recordTitle);
      if (admin.icon && !iconExists(admin.icon)) at('/x-admin/icon', `'${admin.icon}' is not an icon of @mui/icons-material`);
      if (!source.json['x-db']) at('/x-admin', 'x-admin needs x-db: only stored schemas are console resources');
    }
    const db = source.json['x-db'];
    (db?.indexes ?? []).forEach((ix: { columns: string[] }, i: number) =>
      ix.columns.forEach((c, j) => mustBeField(joinPointer('/x-db/indexes', i, 'columns', j), c.split('.')[0])),
    );
    const perms = source.json['x-permissions'];
    if (perms) {
      const owners = typeof perms.owner === 'string' ? [perms.owner] : perms.owner ?? [];
      owners.forEach((o: string, i: number) => mustBeField(typeof perms.owner === 'string' ? '/x-permissions/owner' : joinPointer('/x-permissions/owner', i), o));
      if (!db) at('/x-permissions', 'x-permissions needs x-db: only stored schemas have permissions');
    }
    (source.json['x-ui']?.order ?? []).forEach((f: string, i: number) => mustBeField(joinPointer('/x-ui/order', i), f));
    walkSchema(source.json, ({ node, pointer }) => {
      const ref = node['x-ref'];
      if (ref && !stored.has(ref.resource)) {
        at(joinPointer(pointer, 'x-ref', 'resource'), `'${ref.resource}' is not a stored schema (one with x-db)`);
      }
    });
  }
  if (problems.length) throw new ModelError(problems);
}
