import type { ActionFunctionArgs } from '@remix-run/server-runtime';

import { jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';

/**
 * The verification calls of the profile checklist (spec 001 §4 OTP flow), each the API's route as the signed-in
 * account.
 */
type Step = (body: Record<string, unknown>) => readonly [string, Record<string, unknown>];
const STEPS: Record<string, Step> = {
  sendPhone: (b: Record<string, unknown>) => ['/api/v1/verify/generateotp', { mobileNo: b.mobileNo }] as const,
  verifyPhone: (b: Record<string, unknown>) =>
    ['/api/v1/verify/verifyotp', { mobileNo: b.mobileNo, code: b.code }] as const,
  sendWorkEmail: (b: Record<string, unknown>) =>
    ['/api/v1/verify/generateotponmail', { email: b.email, isWorkEmail: true }] as const,
  verifyWorkEmail: (b: Record<string, unknown>) =>
    ['/api/v1/verify/verifyotponmail', { email: b.email, code: b.code, isWorkEmail: true }] as const,
  sendAadhaar: (b: Record<string, unknown>) =>
    ['/api/v1/verify/adhaar/generateotp', { aadhaarNumber: b.aadhaarNumber }] as const,
  verifyAadhaar: (b: Record<string, unknown>) =>
    ['/api/v1/verify/adhaar/verifyotp', { aadhaarNumber: b.aadhaarNumber, code: b.code }] as const,
};

/**
 * POST /home/verify {step, mobileNo | email, code?}: the dialogs' calls, answered as the API answers them
 * (`{ok, status, data, message, errors}`). A resource route: the page's script posts here, as the browser
 * holds no token of its own (decision 025).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireViewer(context, request);
  const body = await jsonBody(request);
  const step = typeof body.step === 'string' && Object.hasOwn(STEPS, body.step) ? STEPS[body.step] : undefined;
  if (!step) return Response.json({ ok: false, status: 400, message: 'Unknown verification step' }, { status: 400 });
  const [path, payload] = step(body);
  const answer = await context.api('POST', path, payload);
  const { setCookie: _unused, ...result } = answer;
  return Response.json(result, { status: answer.ok ? 200 : answer.status || 500 });
}
