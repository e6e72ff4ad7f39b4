import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';

import type { BondRequestPreview } from '#client/bond-request-preview.ts';
import { messages } from '#generated/messages.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';

const q = (v: unknown) => encodeURIComponent(String(v ?? ''));

/**
 * GET /home/bond-request?type=buy|transfer&propertyId&bondId: the summary the bond card shows before a request is sent
 * (GET /api/v1/bondrequest/preview as the signed-in tenant: value, fee with GST, dates; or the refusal the request would get).
 */
export async function loader({
  request,
  context,
}: LoaderFunctionArgs): Promise<AccountAnswer<{ preview: BondRequestPreview }>> {
  requireViewer(context, request);
  const url = new URL(request.url);
  const type = url.searchParams.get('type') === 'transfer' ? 'transfer' : 'buy';
  const bondId = url.searchParams.get('bondId');
  const answer = await context.api<BondRequestPreview>(
    'GET',
    `/api/v1/bondrequest/preview?type=${type}&propertyId=${q(url.searchParams.get('propertyId'))}${bondId ? `&bondId=${q(bondId)}` : ''}`,
  );
  return answer.ok ? { ok: true, preview: answer.data } : failure(answer, messages.request.notValid);
}

/**
 * POST /home/bond-request {propertyId, type: buy | transfer, bondId?}: the property page asks the landlord for a bond
 * (POST /api/v1/bondrequest as the signed-in tenant; the server checks eligibility, duplicates and open claims).
 * {intent: 'withdraw', id}: the tenant takes back a request not yet answered (POST /api/v1/bondrequest/{id}/withdraw).
 */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<AccountAnswer<{ withdrawn?: boolean }>> {
  const viewer = requireViewer(context, request);
  const body = await jsonBody(request);
  if (body.intent === 'withdraw') {
    const answer = await context.api('POST', `/api/v1/bondrequest/${q(body.id)}/withdraw`);
    return answer.ok ? { ok: true, withdrawn: true } : failure(answer, messages.request.notValid);
  }
  const type = body.type === 'transfer' ? 'transfer' : 'buy';
  const answer = await context.api('POST', '/api/v1/bondrequest', {
    userId: viewer.id,
    propertyId: body.propertyId,
    type,
    ...(type === 'transfer' ? { bondId: body.bondId } : {}),
  });
  return answer.ok ? { ok: true } : failure(answer, messages.request.notValid);
}
