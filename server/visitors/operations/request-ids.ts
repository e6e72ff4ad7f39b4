import { invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import { messages } from '#generated/messages.ts';

/** A field of a request body, whatever was sent (undefined when the body is not an object). */
export function fieldOf(body: unknown, field: string): unknown {
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  return fields[field];
}

/** A record id the body must carry in `field`, or a 400 naming the field. */
export function idOf(body: unknown, field: string): string {
  const value = fieldOf(body, field);
  if (typeof value !== 'string' || !isId(value))
    throw invalid({ [field]: fillMessage(messages.request.notId, { field }) });
  return value;
}
