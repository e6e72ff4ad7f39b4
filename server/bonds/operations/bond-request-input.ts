import { ownValue } from '#engine/runtime/own-value.ts';
import { requireObject } from '#engine/runtime/request-input.ts';

/** The staff area names the types buy_bond, transfer_bond and cancel_bond. */
const TYPE_ALIASES: Record<string, string> = { buy_bond: 'buy', transfer_bond: 'transfer', cancel_bond: 'cancel' };

/** A request type as the staff area or the API writes it, in the API's words (buy, transfer, cancel). */
export function requestType(type: string): string {
  return ownValue(TYPE_ALIASES, type) ?? type;
}

/** The body as an object, or 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  requireObject(body);
  return body;
}

/** The `status` a transfer's accept nests in `statusbody` ({ status }), if any. */
export function nestedStatus(statusbody: unknown): unknown {
  return typeof statusbody === 'object' && statusbody !== null && 'status' in statusbody
    ? statusbody.status
    : undefined;
}

/** The body with its type in the API's words. */
export function normalised(body: unknown): Record<string, unknown> {
  const b = { ...objectBody(body) };
  if (typeof b.type === 'string') b.type = requestType(b.type);
  return b;
}
