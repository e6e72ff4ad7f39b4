type Schema = Record<string, any>;

/** One operation of the OpenAPI document, with what the fuzzer infers about it. */
export interface Operation {
  /** `GET /api/v1/property/{id}`: how reports and seeds name it. */
  key: string;
  method: string;
  path: string;
  dialect: 'admin' | 'v1' | 'other';
  /** Path parameters, each with the resource whose ids it takes (when known). */
  params: { name: string; slug?: string }[];
  /** The documented request body schema. */
  body?: Schema;
  /** Schemas the body probably follows when none is documented (the resource, a form named like the path). */
  bodyGuesses: Schema[];
  /** The resource the operation reads or writes (list filters and sort fields come from it). */
  resource?: { slug: string; schema: Schema };
  /** A list: `/api/admin` lists take ra-data-simple-rest params, `/api/v1` lists page, limit, sortBy and filters. */
  list: boolean;
}

/** `CityLocalities` → `city-localities`: the slug a component schema was generated from. */
export function slugOf(componentName: string): string {
  return componentName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const refName = (node: Schema | undefined): string | undefined =>
  typeof node?.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every operation of the document, in document order. */
export function operationsOf(doc: Schema): Operation[] {
  const components: Record<string, Schema> = doc.components?.schemas ?? {};
  const bySlug = new Map(
    Object.keys(components)
      .filter((n) => !n.includes('_'))
      .map((n) => [slugOf(n), n]),
  );
  const resourceOf = (name: string | undefined) =>
    name && components[name] && !name.includes('_') ? { slug: slugOf(name), schema: components[name] } : undefined;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<Schema>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Schema>(methods)) {
      const dialect = path.startsWith('/api/admin/') ? 'admin' : path.startsWith('/api/v1/') ? 'v1' : 'other';
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      const answer: Schema | undefined = ok?.content?.['application/json']?.schema;
      const listItem = refName(answer?.properties?.results?.items);
      const body = op.requestBody?.content?.['application/json']?.schema;
      const resource =
        dialect === 'admin'
          ? resourceOf(bySlug.get(path.split('/')[3]))
          : resourceOf(listItem ?? refName(answer) ?? refName(body));
      const params = ((op.parameters ?? []) as Schema[])
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: String(p.name) }));
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        dialect,
        params,
        body: body ? (components[refName(body) ?? ''] ?? body) : undefined,
        bodyGuesses: [],
        resource,
        list: method === 'get' && !params.length && (dialect === 'admin' || !!listItem),
      });
    }
  }
  for (const op of ops) {
    // An operation without a documented resource shares the one of its path's other operations.
    op.resource ??= ops.find(
      (o) => o.resource && (o.path === op.path || o.path === op.path.replace(/\/\{[^}]+\}$/, '')),
    )?.resource;
    op.params = op.params.map(({ name }) => ({
      name,
      slug: name === 'id' ? op.resource?.slug : paramSlug(name, [...bySlug.keys()]),
    }));
    if (!op.body && op.method !== 'GET') op.bodyGuesses = guessBodies(op, components);
  }
  return ops;
}

/** `bondId` → `bond`, `orderId` → `payment-order`: the resource whose name ends like the parameter. */
function paramSlug(name: string, slugs: string[]): string | undefined {
  const stem = name.replace(/Id$/, '');
  if (stem === name) return undefined;
  const kebab = slugOf(stem);
  return slugs.find((s) => s === kebab) ?? slugs.find((s) => s.endsWith(`-${kebab}`));
}

/** Components named like the path's last segments (`/auth/forgot-password` → ForgotPassword), and the resource. */
function guessBodies(op: Operation, components: Record<string, Schema>): Schema[] {
  const segments = op.path.split('/').filter((s) => s && !s.startsWith('{'));
  const names = new Set([squash(segments.at(-1) ?? ''), squash(segments.slice(-2).join(''))]);
  const named = Object.entries(components)
    .filter(([n]) => names.has(squash(n)))
    .map(([, s]) => s);
  return [...named, ...(op.resource ? [op.resource.schema] : [])];
}
