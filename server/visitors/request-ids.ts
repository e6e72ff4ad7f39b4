import { invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import { messages } from '#generated/messages.ts';

/** A record id the body must carry in `field`, or a 400 naming the field. */
export function idOf(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || !isId(value)) throw invalid({ [field]: fillMessage(messages.request.notId, { field }) });
  return value;
}
