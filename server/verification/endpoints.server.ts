import { requestLanguage } from '#engine/runtime/http/language.server.ts';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint, EndpointRequest } from '../http/route.server.ts';
import { XLSX_TYPE } from '../reports/operations/xlsx.ts';
import { startLeadSession } from '../visitors/operations/lead-session.server.ts';
import { devAadhaarProvider, sendAadhaarOtp, verifyAadhaarOtp } from './operations/aadhaar.server.ts';
import { phoneVerifierFor } from './operations/active-phone-verifier.server.ts';
import { creditBureauFor } from './operations/credit-bureau-choice.server.ts';
import { creditReportRawData, pullCreditReport, storedCreditReport } from './operations/credit-check.server.ts';
import { pinLookup, providerUnavailable, validatePan } from './operations/identity-checks.server.ts';
import {
  otpSecret,
  sendEmailOtp,
  sendLeadOtp,
  sendPhoneOtp,
  verifyEmailOtp,
  verifyLeadOtp,
  verifyPhoneOtp,
} from './operations/otp-flows.server.ts';

/** An SMS provider that refused or did not answer is a 502 for the caller and a warning with its reason in the log. */
async function logged<T>(req: EndpointRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause) req.log.warn({ err: cause }, 'SMS provider error');
    throw error;
  }
}

/** Verification calls: PIN lookup, PAN format, phone, e-mail and Aadhaar codes, the IDCRA credit check; what has no provider here answers 503. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db } = ctx;
  const secret = otpSecret(ctx.config.authSecret);
  const tag = 'Verification';
  // Phone codes: Twilio Verify when TWILIO_* are set, else the outbox outside production, else none (503).
  const phone = phoneVerifierFor(ctx.config, secret);
  // Aadhaar e-KYC: the development provider outside production; production has none until one is configured (503).
  const aadhaarProvider = ctx.config.production ? undefined : devAadhaarProvider(secret);
  // The IDCRA credit check: the development bureau outside production; production has none until one is configured (503).
  const creditBureau = creditBureauFor(ctx.config);
  const aadhaar = [
    { url: '/api/v1/adhaar/captcha' },
    { url: '/api/v1/adhaar/send/otp' },
    { url: '/api/v1/adhaar/verify' },
    { url: '/api/v1/adhaar/generateurl' },
    { url: '/api/v1/adhaar/getadhar' },
  ];
  return [
    {
      method: 'GET',
      url: '/api/v1/pin/:pin',
      tags: [tag],
      summary: 'State and city of a PIN code (the nine cities served)',
      public: true,
      handler: async (req) => pinLookup(req.params.pin),
    },
    {
      method: 'POST',
      url: '/api/v1/pan/validate',
      tags: [tag],
      summary: "Check a PAN's format: 'Pan Card is Valid' or 400 'Pan Card is not Valid'",
      handler: async (req) => validatePan(req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/generateotp',
      tags: [tag],
      summary: 'Send a phone code (status pending)',
      body: 'phone-otp-request',
      handler: async (req) => logged(req, sendPhoneOtp(db, phone, req.actor, req.body, requestLanguage(req.headers))),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/verifyotp',
      tags: [tag],
      summary: "Check a phone code (status approved, or 400 'Wrong OTP!!!')",
      body: 'phone-otp-verify',
      handler: async (req) => logged(req, verifyPhoneOtp(db, phone, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/generateotponmail',
      tags: [tag],
      summary: 'Send an e-mail code (status pending)',
      body: 'email-otp-request',
      handler: async (req) => sendEmailOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/verifyotponmail',
      tags: [tag],
      summary: "Check an e-mail code (status approved, or 400 'Wrong OTP!!!')",
      body: 'email-otp-verify',
      handler: async (req) => verifyEmailOtp(db, secret, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/generateleadsotp',
      tags: [tag],
      summary: "Send a visitor's phone code (status pending)",
      body: 'otp-send',
      public: true,
      handler: async (req) => logged(req, sendLeadOtp(db, phone, req.body, requestLanguage(req.headers))),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/verifyleadotp',
      tags: [tag],
      summary: "Check a visitor's phone code (status approved)",
      body: 'otp-verify',
      public: true,
      handler: async (req, reply) => {
        const approved = await logged(req, verifyLeadOtp(db, phone, req.body));
        // An approved code signs this browser in as the lead(s) with that phone (httpOnly cookie).
        await startLeadSession(db, req, reply, ctx.config.production, { phone: approved.mobileNo });
        return { status: approved.status };
      },
    },
    {
      method: 'POST',
      url: '/api/v1/verify/adhaar/generateotp',
      tags: [tag],
      summary:
        'Aadhaar e-KYC: send a code to the mobile registered with the Aadhaar (status pending; 503 without a provider)',
      body: 'aadhaar-otp-request',
      handler: async (req) => sendAadhaarOtp(db, aadhaarProvider, req.actor, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/verify/adhaar/verifyotp',
      tags: [tag],
      summary: "Aadhaar e-KYC: check the code (approved marks the profile's Aadhaar verified, or 400 'Wrong OTP!!!')",
      body: 'aadhaar-otp-verify',
      handler: async (req) => verifyAadhaarOtp(db, aadhaarProvider, req.actor, req.body),
    },
    ...aadhaar.map(({ url }): Endpoint => ({
      method: 'POST',
      url,
      tags: [tag],
      summary: 'Aadhaar e-KYC: 503 provider_unavailable (no provider configured)',
      handler: async (req) => providerUnavailable(req.actor, 'aadhaar'),
    })),
    {
      method: 'GET',
      url: '/api/v1/idcra',
      tags: [tag],
      response: 'credit-report',
      summary:
        "IDCRA credit report: the tenant's latest stored report (userId, default the caller), its fetchedAt telling its age; never asks the bureau (no cost, no side effect); 404 no_credit_report when none was pulled",
      handler: async (req) => storedCreditReport(db, req.actor, req.query.userId),
    },
    {
      method: 'POST',
      url: '/api/v1/idcra',
      tags: [tag],
      response: 'credit-report',
      summary:
        "IDCRA credit pull: asks the bureau for the tenant's report (userId), a paid request, for staff who may approve eligibility (403 otherwise); 201 pulled, 200 when today's report of the same PAN is reused; 422 without a PAN, 503 without a bureau",
      handler: async (req, reply) => {
        const { created, report } = await pullCreditReport(db, creditBureau, req.actor, req.query.userId);
        return reply.status(created ? 201 : 200).send(report);
      },
    },
    {
      method: 'GET',
      url: '/api/v1/idcra/getrawdata/:id',
      tags: [tag],
      summary:
        "A stored credit report's raw data as an Excel workbook (report and summary, accounts with days past due, enquiries)",
      handler: async (req, reply) => {
        const { filename, body } = await creditReportRawData(db, req.actor, req.params.id);
        return reply.type(XLSX_TYPE).header('Content-Disposition', `attachment; filename="${filename}"`).send(body);
      },
    },
  ];
}
