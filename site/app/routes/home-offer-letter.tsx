import type { ActionFunctionArgs } from '@remix-run/server-runtime';

import { messages } from '#generated/messages.ts';

import { requireViewer } from '../account/sign-in.server.ts';
import { storeUpload } from '../account/upload.server.ts';

/**
 * POST /home/offer-letter (multipart: `file`, the page sends `type=document`): the file is stored by the upload
 * route (its checks of content, type and size), then saved as the account's OFFER_LETTER document for staff to
 * verify (spec 001 §4). Answers `{ok, message}`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(context, request);
  const stored = await storeUpload(request, context);
  if (!stored.ok) return Response.json(stored, { status: stored.status });
  const saved = await context.api('POST', '/api/v1/users/upload/docs', {
    userId: viewer.id,
    docs: [
      {
        docType: 'OFFER_LETTER',
        docId: 'Offer letter',
        metadata: 'Offer letter uploaded from the dashboard',
        file: stored.url,
      },
    ],
  });
  if (!saved.ok)
    return Response.json(
      { ok: false, message: Object.values(saved.errors ?? {})[0] ?? saved.message ?? messages.lead.errorUnknown },
      { status: saved.status || 500 },
    );
  return Response.json({ ok: true, message: messages.account.offerLetterUploaded });
}
