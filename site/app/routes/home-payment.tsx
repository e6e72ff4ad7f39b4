import type { ActionFunctionArgs } from '@remix-run/server-runtime';

import { jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';

type Call = readonly ['GET' | 'POST', string, Record<string, unknown>?];
const q = (v: unknown) => encodeURIComponent(String(v ?? ''));

/**
 * The Buy, Renew and Transfer drawer's calls (spec 001 §4 Payment, §7), each the API's route as the signed-in account.
 */
const STEPS: Record<string, (b: Record<string, unknown>) => Call> = {
  plan: (b) => [
    'GET',
    `/api/v1/payment/plan?type=${q(b.type)}&propertyId=${q(b.propertyId)}${b.bondId ? `&bondId=${q(b.bondId)}` : ''}`,
  ],
  price: (b) => [
    'POST',
    '/api/v1/payment/cart',
    {
      productId: b.productId,
      bondAmount: b.bondAmount,
      tenure: b.tenure,
      ...(b.oldPropertyId ? { oldPropertyId: b.oldPropertyId } : {}),
    },
  ],
  quote: (b) => ['GET', `/api/v1/bond/renew/quote/${q(b.bondId)}?tenure=${q(b.tenure)}`],
  initiate: (b) => [
    'POST',
    '/api/v1/paymentGateway/initiate',
    {
      type: b.type,
      propertyId: b.propertyId,
      tenure: b.tenure,
      bondAmount: b.bondAmount,
      bondEffectiveDate: b.bondEffectiveDate,
      coApplicants: b.coApplicants,
      externalRedirectLink: b.externalRedirectLink,
      ...(b.bondId ? { bondId: b.bondId } : {}),
    },
  ],
  complete: (b) => [
    'POST',
    '/api/v1/payment/complete',
    {
      eqaroOrderId: b.eqaroOrderId,
      razorpay_payment_id: b.razorpay_payment_id,
      razorpay_order_id: b.razorpay_order_id,
      razorpay_signature: b.razorpay_signature,
    },
  ],
};

/**
 * POST /home/payment {step, ...}: the drawer's calls, answered as the API answers them (`{ok, status, data, message,
 * errors}`). A resource route, as the browser holds no token of its own (decision 025).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireViewer(context, request);
  const body = await jsonBody(request);
  const step = typeof body.step === 'string' && Object.hasOwn(STEPS, body.step) ? STEPS[body.step] : undefined;
  if (!step) return Response.json({ ok: false, status: 400, message: 'Unknown payment step' }, { status: 400 });
  const [method, path, payload] = step(body);
  const answer = await context.api(method, path, payload);
  const { setCookie: _unused, ...result } = answer;
  return Response.json(result, { status: answer.ok ? 200 : answer.status || 500 });
}
