import type { ActionFunctionArgs } from '@remix-run/server-runtime';
import { messages } from '#generated/messages.ts';
import { failure, jsonBody, type AccountAnswer } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';

/**
 * POST /home/bond-request {propertyId, type: buy | transfer, bondId?}: the property page asks the landlord for a bond
 * (POST /api/v1/bondrequest as the signed-in tenant; the server checks eligibility, duplicates and open claims).
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer> {
  const viewer = requireViewer(context, request);
  const body = await jsonBody(request);
  const type = body.type === 'transfer' ? 'transfer' : 'buy';
  const answer = await context.api('POST', '/api/v1/bondrequest', { userId: viewer.id, propertyId: body.propertyId, type, ...(type === 'transfer' ? { bondId: body.bondId } : {}) });
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}
