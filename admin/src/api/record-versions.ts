/** What the version bookkeeping reads of an answer (the HTTP client's result). */
interface Answer {
  headers: Headers;
  json?: unknown;
}

/**
 * The version (ETag) of each record the console's generic screens loaded, sent back as `If-Match` with its update
 * or delete, so a save made on a record someone else changed meanwhile is refused (412) instead of overwriting
 * their change (issue 35, decision 058). Keyed by `<resource>/<id>`; the data provider's HTTP client keeps it.
 */
const loaded = new Map<string, string>();
/** The version a refusal said is current, until the person chooses to save theirs over it (`acceptCurrentVersion`). */
const offered = new Map<string, string>();

const RECORD_URL = /\/api\/admin\/([^/?#]+)\/([^/?#]+)$/;
const LIST_URL = /\/api\/admin\/([^/?#]+)$/;
/** A record of the specification dialect (`/api/v1/claims/{id}`), which the hand-built screens save through. */
const V1_RECORD_URL = /\/api\/v1\/([^/?#]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The key of a record of /api/v1 (`v1:claims`), for acceptCurrentVersion and loadedVersion. */
export const v1Resource = (path: string) => `v1:${path}`;

function recordKey(url: string, method: string, json: unknown): string | undefined {
  const v1 = V1_RECORD_URL.exec(url);
  if (v1) return `${v1Resource(v1[1])}/${v1[2]}`;
  const one = RECORD_URL.exec(url);
  if (one) return `${one[1]}/${decodeURIComponent(one[2])}`;
  const id = (json as { id?: unknown } | undefined)?.id;
  const list = method === 'POST' ? LIST_URL.exec(url) : null;
  return list && typeof id === 'string' ? `${list[1]}/${id}` : undefined;
}

/** The `If-Match` to send with a call, when it changes a record whose version the console knows. */
export function ifMatchFor(url: string, method: string): string | undefined {
  if (method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return undefined;
  const key = recordKey(url, method, undefined);
  return key ? loaded.get(key) : undefined;
}

/** Keeps the version an answer carried. */
export function keepVersion(url: string, method: string, result: Answer): void {
  const key = recordKey(url, method, result.json);
  const version = result.headers.get('ETag');
  if (!key) return;
  if (method === 'DELETE') loaded.delete(key);
  else if (version) loaded.set(key, version);
}

/** Keeps the current version a 412 offered (its body's `version`). */
export function keepOffered(url: string, body: unknown): void {
  const key = recordKey(url, 'PUT', undefined);
  const version = (body as { version?: unknown } | undefined)?.version;
  if (key && typeof version === 'string') offered.set(key, version);
}

/** After a conflict, the person saves theirs over the other change: the next save names the version they saw. */
export function acceptCurrentVersion(resource: string, id: string): void {
  const key = `${resource}/${id}`;
  const version = offered.get(key);
  if (version) loaded.set(key, version);
  offered.delete(key);
}

/** The version of a record as the console last loaded it (a form keyed by it starts afresh when it changes). */
export function loadedVersion(resource: string, id: unknown): string | undefined {
  return loaded.get(`${resource}/${String(id)}`);
}
