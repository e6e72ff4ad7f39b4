import type { RequestPlan } from './openapi-arbitraries.ts';
import { percentEncode, queryString, RawUrl, type UrlText } from './url-encoding.ts';
import { jsonText, type Pool, PoolRef, type Wire } from './wire-json.ts';

/** What `app.inject` is given. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Longest URL piece sent: Node's HTTP parser refuses longer request lines (16 KB headers) anyway. */
const MAX_URL_PIECE = 16_000;

/** The request on the wire: stored ids resolved, path and query percent-encoded, the role's token or a forged one. */
export function materialize(plan: RequestPlan, token: string | undefined, pool: Pool): WireRequest {
  const documented = plan.op.split(' ')[1].split('/').slice(1);
  const encoded = plan.path.map((piece, i) =>
    piece === documented[i]
      ? piece
      : percentEncode(piece instanceof PoolRef ? pool.id(piece) : piece instanceof RawUrl ? piece : clip(piece)),
  );
  const query = queryString(
    plan.query.map(([k, v]) => [typeof k === 'string' ? clip(k) : k, v === undefined ? undefined : urlText(v, pool)]),
  );
  const headers: Record<string, string> = {};
  const authorization = plan.authorization ?? (token ? `Bearer ${token}` : undefined);
  if (authorization !== undefined) headers.authorization = authorization;
  if (plan.cookie) headers.cookie = plan.cookie;
  let payload: string | undefined;
  if (plan.body) {
    payload = 'json' in plan.body ? jsonText(plan.body.json, pool) : plan.body.raw;
    if (plan.body.contentType !== undefined) headers['content-type'] = plan.body.contentType;
  }
  return { method: plan.method, url: `/${encoded.join('/')}${query}`, headers, payload };
}

function urlText(value: Wire | RawUrl, pool: Pool): UrlText {
  if (value instanceof RawUrl) return value;
  if (value instanceof PoolRef) return pool.id(value);
  return clip(typeof value === 'string' ? value : jsonText(value, pool));
}

function clip(text: string): string {
  return text.length > MAX_URL_PIECE ? text.slice(0, MAX_URL_PIECE) : text;
}
