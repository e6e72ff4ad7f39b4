import type { ActionFunctionArgs } from '@remix-run/server-runtime';

import { jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';

type Call = readonly ['GET' | 'POST', string, Record<string, unknown>?];
const q = (v: unknown) => encodeURIComponent(String(v ?? ''));

/** The repayment panel's calls (decision 056), each the API's route as the signed-in account. */
const STEPS: Record<string, (b: Record<string, unknown>) => Call> = {
  view: (b) => ['GET', `/api/v1/recoveries/claim/${q(b.claimId)}`],
  choose: (b) => ['POST', `/api/v1/recoveries/claim/${q(b.claimId)}/plan`, { count: b.count }],
  mandate: (b) => ['GET', `/api/v1/recoveries/plans/${q(b.planId)}/mandate`],
  authorise: (b) => [
    'POST',
    `/api/v1/recoveries/plans/${q(b.planId)}/authorise`,
    {
      razorpay_payment_id: b.razorpay_payment_id,
      razorpay_subscription_id: b.razorpay_subscription_id,
      razorpay_signature: b.razorpay_signature,
    },
  ],
  retry: (b) => ['POST', `/api/v1/recoveries/plans/${q(b.planId)}/retry`],
};

/**
 * POST /home/repayment {step, ...}: the claim drawer's repayment calls, answered as the API answers them (`{ok, status,
 * data, message, errors}`). A resource route, as the browser holds no token of its own (decision 025).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireViewer(context, request);
  const body = await jsonBody(request);
  const step = typeof body.step === 'string' && Object.hasOwn(STEPS, body.step) ? STEPS[body.step] : undefined;
  if (!step) return Response.json({ ok: false, status: 400, message: 'Unknown repayment step' }, { status: 400 });
  const [method, path, payload] = step(body);
  const answer = await context.api(method, path, payload);
  const { setCookie: _unused, ...result } = answer;
  return Response.json(result, { status: answer.ok ? 200 : answer.status || 500 });
}
