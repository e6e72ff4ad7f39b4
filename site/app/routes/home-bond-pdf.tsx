import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { requireViewer } from '../account/sign-in.server.ts';
import { loadTranslator } from '../i18n/translators.ts';
import { unavailablePage } from '../verify/unavailable-page.ts';

/**
 * /home/bond/pdf/{bondId} (spec 001 §2): the bond certificate, opened in a new tab. The signed-in account's own
 * call to GET /api/v1/bond/pdf/{bondId} (its tenant, its landlord and staff only), handed on as the API
 * made it; without a session, the sign-in page that comes back here. A bond the account may not see is a
 * short page saying so, with the API's status (404).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireViewer(context, request);
  const file = await context.file(`/api/v1/bond/pdf/${encodeURIComponent(params.bondId ?? '')}`);
  if (!file.ok) {
    const language = await context.language();
    return unavailablePage(file.status, file.message, { t: await loadTranslator(language), language });
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType ?? 'application/pdf',
      ...(file.contentDisposition ? { 'Content-Disposition': file.contentDisposition } : {}),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
