import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { startLeadSession } from '../visitors/lead-session.server.ts';
import { pinLookup, providerUnavailable, validatePan } from './identity-checks.server.ts';
import { devAadhaarProvider, sendAadhaarOtp, verifyAadhaarOtp } from './aadhaar.server.ts';
import { otpSecret, sendEmailOtp, sendLeadOtp, sendPhoneOtp, verifyEmailOtp, verifyLeadOtp, verifyPhoneOtp } from './otp-flows.server.ts';

/** Verification calls: PIN lookup, PAN format, phone, e-mail and Aadhaar codes; what has no provider here answers 503. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db } = ctx;
  const secret = otpSecret(ctx.config.authSecret);
  const tag = 'Verification';
  // Aadhaar e-KYC: the development provider outside production; production has none until one is configured (503).
  const aadhaarProvider = ctx.config.production ? undefined : devAadhaarProvider(secret);
  const aadhaar = ['/adhaar/captcha', '/adhaar/send/otp', '/adhaar/verify', '/adhaar/generateurl', '/adhaar/getadhar'];
  return [
    {
      method: 'GET', url: '/api/v1/pin/:pin', tags: [tag], summary: 'State and city of a PIN code (the nine cities served)', public: true,
      handler: async (req) => pinLookup(req.params.pin),
    },
    {
      method: 'POST', url: '/api/v1/pan/validate', tags: [tag], summary: "Check a PAN's format: 'Pan Card is Valid' or 400 'Pan Card is not Valid'",
      handler: async (req) => validatePan(req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/generateotp', tags: [tag], summary: 'Send a phone code (status pending)', body: 'phone-otp-request',
      handler: async (req) => sendPhoneOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/verifyotp', tags: [tag], summary: "Check a phone code (status approved, or 400 'Wrong OTP!!!')", body: 'phone-otp-verify',
      handler: async (req) => verifyPhoneOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/generateotponmail', tags: [tag], summary: 'Send an e-mail code (status pending)', body: 'email-otp-request',
      handler: async (req) => sendEmailOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/verifyotponmail', tags: [tag], summary: "Check an e-mail code (status approved, or 400 'Wrong OTP!!!')", body: 'email-otp-verify',
      handler: async (req) => verifyEmailOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/generateleadsotp', tags: [tag], summary: "Send a visitor's phone code (status pending)", body: 'otp-send', public: true,
      handler: async (req) => sendLeadOtp(db, secret, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/verifyleadotp', tags: [tag], summary: "Check a visitor's phone code (status approved)", body: 'otp-verify', public: true,
      handler: async (req, reply) => {
        const approved = await verifyLeadOtp(db, secret, req.body);
        // An approved code signs this browser in as the lead(s) with that phone (httpOnly cookie).
        await startLeadSession(db, req, reply, ctx.config.production, { phone: approved.mobileNo });
        return { status: approved.status };
      },
    },
    {
      method: 'POST', url: '/api/v1/verify/adhaar/generateotp', tags: [tag], summary: 'Aadhaar e-KYC: send a code to the mobile registered with the Aadhaar (status pending; 503 without a provider)', body: 'aadhaar-otp-request',
      handler: async (req) => sendAadhaarOtp(db, aadhaarProvider, req.actor, req.body),
    },
    {
      method: 'POST', url: '/api/v1/verify/adhaar/verifyotp', tags: [tag], summary: "Aadhaar e-KYC: check the code (approved marks the profile's Aadhaar verified, or 400 'Wrong OTP!!!')", body: 'aadhaar-otp-verify',
      handler: async (req) => verifyAadhaarOtp(db, aadhaarProvider, req.actor, req.body),
    },
    ...aadhaar.map((path): Endpoint => ({
      method: 'POST', url: `/api/v1${path}`, tags: [tag], summary: 'Aadhaar e-KYC: 503 provider_unavailable (no provider configured)',
      handler: async (req) => providerUnavailable(req.actor, 'aadhaar'),
    })),
    ...['/idcra', '/idcra/getrawdata/:id'].map((path): Endpoint => ({
      method: 'GET', url: `/api/v1${path}`, tags: [tag], summary: 'IDCRA credit check: 503 provider_unavailable (no provider configured)',
      handler: async (req) => providerUnavailable(req.actor, 'creditCheck'),
    })),
  ];
}
